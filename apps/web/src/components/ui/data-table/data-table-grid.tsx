import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TableState } from '../../../lib/table/use-table-state';
import type { DataTableColumn } from './data-table-column';

interface DataTableGridProps<T, S extends string> {
  caption: string;
  columns: DataTableColumn<T, S>[];
  state: TableState<S>;
  rows: T[];
  rowKey(row: T): string | number;
  busy: boolean;
  emptyText: string;
}

/** The table itself on a wider screen: caption, sortable headers, rows, and the empty notice. */
export function DataTableGrid<T, S extends string>({ caption, columns, state, rows, rowKey, busy, emptyText }: DataTableGridProps<T, S>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={busy}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align ?? 'left'}
                sortDirection={column.sortKey && state.query.sortBy === column.sortKey ? state.query.sortDirection : false}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.sortKey ? (
                  <TableSortLabel
                    active={state.query.sortBy === column.sortKey}
                    direction={state.query.sortBy === column.sortKey ? state.query.sortDirection : 'asc'}
                    onClick={() => state.toggleSort(column.sortKey!)}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'left'} sx={column.align === 'right' ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
                <Typography role="status">{emptyText}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
