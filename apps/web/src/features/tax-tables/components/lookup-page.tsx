import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface LookupPageProps {
  title: string;
  intro: string;
  /** Said where the figures are samples rather than the municipality's adopted ones (docs/domain/local-taxes.md). */
  notice?: string;
  filters: ReactNode;
  children: ReactNode;
}

/** A tax lookup screen: title, what the table is, its filters and the table. */
export function LookupPage({ title, intro, notice, filters, children }: LookupPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      {notice && <Alert severity="info">{notice}</Alert>}
      <Paper
        variant="outlined"
        data-print="hide"
        component="form"
        role="search"
        aria-label={title}
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {filters}
      </Paper>
      {children}
    </Box>
  );
}
