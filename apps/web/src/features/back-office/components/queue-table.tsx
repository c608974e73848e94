import type { QueueSort } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
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
  /** `link` turns an item's path into its address with the list it was opened from. */
  cell(row: T, link: (path: string) => string): ReactNode;
  align?: 'left' | 'right';
  /** The server sort this column's header sets. */
  sort?: QueueSort;
  /** What the header cell shows instead of its text (the select-all box). */
  headerContent?: ReactNode;
}

interface QueueTableProps<T> {
  id: string;
  caption: string;
  columns: QueueColumn<T>[];
  rows: T[];
  rowKey(row: T): number;
  /** The address of the row at this place on the page, with the list it came from. */
  link(index: number): (path: string) => string;
  isFetching: boolean;
  emptyText: string;
  total: number;
  /** From 1. */
  page: number;
  onPage(page: number): void;
  pageSize: number;
  onPageSize(size: number): void;
  sort: QueueSort;
  direction: 'asc' | 'desc';
  onSort(sort: QueueSort): void;
}

/** One numbered page of a queue: sortable column headers, the total, the page numbers and the page size. */
export function QueueTable<T>(props: QueueTableProps<T>) {
  const { t } = useTranslation('backOffice');
  const { columns, rows } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const summary = t('list.summary', { count: props.total, page: props.page, pages });
  const direction = props.direction === 'desc' ? 'descending' : 'ascending';
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
                {`${props.caption} · ${summary}`}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const sorted = column.sort !== undefined && column.sort === props.sort;
                  return (
                    <TableCell
                      key={column.key}
                      align={column.align ?? 'left'}
                      aria-sort={column.sort === undefined ? undefined : sorted ? direction : 'none'}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {column.headerContent ??
                        (column.sort === undefined ? (
                          column.header
                        ) : (
                          <TableSortLabel active={sorted} direction={sorted ? props.direction : 'asc'} onClick={() => props.onSort(column.sort!)}>
                            {column.header}
                          </TableSortLabel>
                        ))}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={props.rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align ?? 'left'}
                      sx={column.align === 'right' ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}
                    >
                      {column.cell(row, props.link(index))}
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
      <Box component="nav" aria-label={t('list.pages')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
        <Pagination
          count={pages}
          page={Math.min(props.page, pages)}
          onChange={(_, page) => props.onPage(page)}
          siblingCount={phone ? 0 : 1}
          boundaryCount={1}
          showFirstButton={!phone}
          showLastButton={!phone}
          getItemAriaLabel={(type, page, selected) => {
            if (type === 'page') return selected ? t('list.currentPage', { page }) : t('list.pageLabel', { page });
            return t(`list.${type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type}`);
          }}
        />
        <Box sx={{ width: 170, '& .MuiFormControl-root': { width: 1 } }}>
          <NativeSelect
            id={`${props.id}-size`}
            label={t('list.pageSize')}
            value={props.pageSize}
            options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
            onChange={(value) => props.onPageSize(Number(value))}
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** On a phone each item is a card: its link first, then its facts, with no sideways scrolling. */
function QueueCards<T>({ columns, rows, rowKey, emptyText, summary, link }: QueueTableProps<T> & { summary: string }) {
  // A select box stands beside the item's link, not above it.
  const select = columns[0]?.key === 'select' ? columns[0] : undefined;
  const [first, ...rest] = select ? columns.slice(1) : columns;
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
        {rows.map((row, index) => (
          <Box component="li" key={rowKey(row)} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
            {first && (
              <Box sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {select?.cell(row, link(index))}
                {first.cell(row, link(index))}
              </Box>
            )}
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25 }}>
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row, link(index))}
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
