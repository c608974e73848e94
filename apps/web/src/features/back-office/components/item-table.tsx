import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ItemColumn<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
}

/** A small table inside an item's page (instalments, payments), named by its heading. */
export function ItemTable<T>({
  id,
  title,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  id: string;
  title?: string;
  columns: ItemColumn<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  emptyText: string;
}) {
  // A table wider than a phone scrolls sideways: its scroller takes the keyboard focus and is named (WCAG 2.1.1).
  return (
    <>
      {/* Without a title the table is named by a heading the caller already shows, whose id is given. */}
      {title && (
        <Typography id={id} component="h3" variant="h3">
          {title}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography variant="body2">{emptyText}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-labelledby={id} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align ?? 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align ?? 'left'} sx={c.align === 'right' ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
