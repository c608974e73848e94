import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  align?: 'right' | 'left';
  /** The row's header cell (th scope=row), e.g. the month or the item's name. */
  rowHeader?: boolean;
}

interface SimpleTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  footer?: ReactNode[];
}

/** A small read-only table that scrolls sideways on a phone instead of squeezing its columns. */
export function SimpleTable<T>({ caption, columns, rows, rowKey, footer }: SimpleTableProps<T>) {
  return (
    <TableContainer tabIndex={0} aria-label={caption} role="region" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', p: 0, pb: 1, fontWeight: 600, color: 'text.primary' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c.header} align={c.align} sx={{ whiteSpace: 'nowrap' }}>{c.header}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align} component={c.rowHeader ? 'th' : 'td'} scope={c.rowHeader ? 'row' : undefined} sx={c.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              {footer.map((cell, i) => (
                <TableCell key={i} align={columns[i]?.align} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
