/**
 * Text for screen readers only. Sizes are strings on purpose: in MUI's sx a bare 1 means
 * 100 %, which made this text a page-wide invisible box.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
