import Box from '@mui/material/Box';

/** The menu's last resort for an icon name this build does not know: the item's letter. */
export function LetterIcon({ text }: { text: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        border: '1px solid currentColor',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 600,
      }}
    >
      {text}
    </Box>
  );
}
