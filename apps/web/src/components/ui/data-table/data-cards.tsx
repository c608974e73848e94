import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CardField<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
}

interface DataCardsProps<T> {
  label: string;
  fields: CardField<T>[];
  rows: T[];
  rowKey(row: T): string | number;
}

/**
 * A table's rows as cards on a phone: each value under its column's name, so
 * every amount is in view without sideways scrolling, as debt questioning shows its debts.
 */
export function DataCards<T>({ label, fields, rows, rowKey }: DataCardsProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
            {fields.map((field) => (
              <Box key={field.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {field.header}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{
                    m: 0,
                    textAlign: 'right',
                    overflowWrap: 'anywhere',
                    ...(field.align === 'right' ? { whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' } : {}),
                  }}
                >
                  {field.cell(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
