import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { pageSizes } from '../queue-filters';

export interface QueueColumn<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
}

interface QueueTableProps<T> {
  id: string;
  caption: string;
  columns: QueueColumn<T>[];
  rows: T[];
  rowKey(row: T): number;
  isFetching: boolean;
  emptyText: string;
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  pageSize: number;
  onPageSize(size: number): void;
}

/**
 * One keyset page of a queue (no total count: counting 100 000 items on every page is what
 * keeps a queue slow), with the previous/next buttons and the page size.
 */
export function QueueTable<T>(props: QueueTableProps<T>) {
  const { t } = useTranslation('backOffice');
  const { columns, rows } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const summary = `${props.caption} · ${t('list.page', { page: props.pageNumber })} · ${t('list.shown', { count: rows.length })}`;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }} aria-hidden>
        {props.isFetching && <LinearProgress />}
      </Box>
      {phone ? (
        <QueueCards {...props} summary={summary} />
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={props.caption} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-busy={props.isFetching}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {summary}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align ?? 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={props.rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align ?? 'left'}
                      sx={column.align === 'right' ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
                    <Typography role="status">{props.emptyText}</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box component="nav" aria-label={props.caption} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', p: 1.5 }}>
        <Box sx={{ width: 170 }}>
          <NativeSelect
            id={`${props.id}-size`}
            label={t('list.pageSize')}
            value={props.pageSize}
            options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
            onChange={(value) => props.onPageSize(Number(value))}
          />
        </Box>
        <Button variant="outlined" onClick={props.onPrevious} disabled={!props.hasPrevious}>
          {t('list.previous')}
        </Button>
        <Button variant="outlined" onClick={props.onNext} disabled={!props.hasNext}>
          {t('list.next')}
        </Button>
      </Box>
    </Paper>
  );
}

/** On a phone each item is a card: its link first, then its facts, with no sideways scrolling. */
function QueueCards<T>({ columns, rows, rowKey, emptyText, summary }: QueueTableProps<T> & { summary: string }) {
  const [first, ...rest] = columns;
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {rows.length === 0 && (
        <Typography role="status" sx={{ py: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
            {first && <Box sx={{ fontWeight: 600 }}>{first.cell(row)}</Box>}
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25 }}>
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
