import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DataCards } from '../../../components/ui/data-table/data-cards';

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

/** A small read-only table; on a phone its rows are cards, so every amount is in view. */
export function SimpleTable<T>({ caption, columns, rows, rowKey, footer }: SimpleTableProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    const fields = columns.map((c) => ({ key: c.header, header: c.header, cell: c.cell, ...(c.align ? { align: c.align } : {}) }));
    return (
      <Box component="section" aria-label={caption} sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{caption}</Typography>
        <DataCards label={caption} fields={fields} rows={rows} rowKey={rowKey} />
        {footer && (
          <Box
            component="dl"
            sx={{ m: 0, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, bgcolor: 'action.hover', borderRadius: 1, fontWeight: 700 }}
          >
            {footer.slice(1).map((cell, i) =>
              cell === '' || cell === null || cell === undefined ? null : (
                <Box key={i} sx={{ display: 'contents' }}>
                  <Box component="dt">
                    {footer[0]} · {columns[i + 1]?.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {cell}
                  </Box>
                </Box>
              ),
            )}
          </Box>
        )}
      </Box>
    );
  }
  return (
    <TableContainer tabIndex={0} aria-label={caption} role="region" sx={{ overflowX: 'auto' }}>
      {/* Many columns get narrower padding, so the last one is not cut off on a laptop. */}
      <Table
        size="small"
        sx={{ '& caption': { captionSide: 'top', p: 0, pb: 1, fontWeight: 600, color: 'text.primary' }, ...(columns.length > 6 ? { '& td, & th': { px: 1 } } : {}) }}
      >
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align} sx={{ verticalAlign: 'bottom' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.align}
                  component={c.rowHeader ? 'th' : 'td'}
                  scope={c.rowHeader ? 'row' : undefined}
                  sx={c.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                >
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
                <TableCell
                  key={i}
                  align={columns[i]?.align}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}
                >
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
