import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A small captioned table that scrolls sideways on a phone rather than squeezing its columns. */
export function DataTable({ caption, headers, rows, empty }: { caption: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} component="th" scope="col">{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j} sx={{ verticalAlign: 'top' }}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
