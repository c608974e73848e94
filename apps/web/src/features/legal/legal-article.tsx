import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A legal text of the municipality. The texts are Turkish by law (KVKK, the accessibility
 * regulation), so the article says so (lang="tr") even when the portal is shown in English.
 */
export function LegalArticle({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Paper
      component="article"
      lang="tr"
      sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, '& h2': { mt: 3, mb: 1 }, '& p, & li': { lineHeight: 1.6 }, '& ul': { pl: 3 }, '& p a': { textDecoration: 'underline' } }}
    >
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Son güncelleme: {updated}
      </Typography>
      <Box>{children}</Box>
    </Paper>
  );
}

export const H2 = ({ children }: { children: ReactNode }) => (
  <Typography variant="h2" component="h2">
    {children}
  </Typography>
);
export const P = ({ children }: { children: ReactNode }) => (
  <Typography component="p" sx={{ mb: 1.5 }}>
    {children}
  </Typography>
);
