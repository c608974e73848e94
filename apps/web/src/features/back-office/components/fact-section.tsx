import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FactList } from '../../../components/ui/fact-list';

/** A titled block of an item's facts, optionally followed by more content. */
export function FactSection({ id, title, facts, children }: { id: string; title: string; facts: readonly (readonly [string, string])[]; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id={id} component="h2" variant="h2">
        {title}
      </Typography>
      {facts.length > 0 && <FactList facts={facts} />}
      {children}
    </Paper>
  );
}
