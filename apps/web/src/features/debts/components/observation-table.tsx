import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** A value the registry may not hold, shown as a dash. */
export const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** One section of the registry observation: its heading, and its rows in a table that scrolls sideways on a phone, or a notice when there are none. */
export function ObservationTable<Row>(props: {
  title: string;
  empty: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  cells: (row: Row) => ReactNode;
}) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Alert severity="info">{props.empty}</Alert>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={props.title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {props.columns.map((column) => (
                  <TableCell key={column} sx={head}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.rows.map((row) => (
                <TableRow key={props.rowKey(row)}>{props.cells(row)}</TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
