import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The print layout of a lookup table: the shell (top bar, side menu, footer, chat button)
 * and the screen's own controls (`data-print="hide"`) are left out, the table uses the page.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, [data-testid="sidebar"], .MuiFab-root, [data-print="hide"]': { display: 'none !important' },
          '#main-content': { maxWidth: 'none !important', padding: '0 !important' },
          '[data-print="only"]': { display: 'block !important' },
          table: { fontSize: '10pt' },
          tr: { breakInside: 'avoid' },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
        },
      }}
    />
  );
}
