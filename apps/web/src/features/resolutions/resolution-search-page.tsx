import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ResolutionBody } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResolutionList, useResolutionTypes, type ResolutionCriteria } from './api/use-resolutions';
import { ResolutionDialog } from './components/resolution-dialog';
import { ResolutionFilters } from './components/resolution-filters';
import { formatDate } from '../../lib/i18n/format';
import { ResolutionList } from './components/resolution-list';
import { registerResolutionTexts } from './resolutions-texts';

registerResolutionTexts();

/** The council's or the committee's published resolutions: filters, ranked results, one resolution at a time. */
export function ResolutionSearchPage({ body }: { body: ResolutionBody }) {
  const { t } = useTranslation('resolutions');
  useDocumentTitle(t(`${body}.title`));
  const initial: ResolutionCriteria = { body, searchText: '', pageIndex: 0, pageSize: 20, sortDirection: 'desc' };
  const [criteria, setCriteria] = useState<ResolutionCriteria>(initial);
  const [openOid, setOpenOid] = useState<number | null>(null);
  const list = useResolutionList(criteria);
  const types = useResolutionTypes();
  const change = (patch: Partial<ResolutionCriteria>) => setCriteria((c) => ({ ...c, ...patch, pageIndex: patch.pageIndex ?? 0 }));
  const page = list.data;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t(`${body}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`${body}.intro`)}</Typography>
      </Box>
      <ResolutionFilters
        key={body}
        criteria={criteria}
        years={page?.availableYears ?? []}
        meetings={(page?.meetings ?? []).map((m) => ({ value: m.meetingOid, label: `${formatDate(m.meetingDate)} · ${m.title}` }))}
        types={(types.data ?? []).map((x) => ({ value: x.resolutionTypeOid, label: x.name }))}
        onChange={change}
        onClear={() => setCriteria(initial)}
      />
      <Box sx={{ height: 4 }} aria-hidden>
        {list.isFetching && <LinearProgress />}
      </Box>
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')} {list.error.message}
        </Alert>
      )}
      {list.isPending && <Typography role="status">{t('loading')}</Typography>}
      {page && (
        <>
          <Typography role="status">{page.total === 0 ? t('noResults') : t('results', { count: page.total })}</Typography>
          <ResolutionList items={page.items} onOpen={setOpenOid} />
          {page.total > 0 && (
            <TablePagination
              data-print="hide"
              component="div"
              count={page.total}
              page={criteria.pageIndex ?? 0}
              rowsPerPage={criteria.pageSize ?? 20}
              rowsPerPageOptions={[10, 20, 50]}
              onPageChange={(_e, next) => change({ pageIndex: next })}
              onRowsPerPageChange={(e) => change({ pageSize: Number(e.target.value) })}
              labelRowsPerPage={t('perPage')}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
              getItemAriaLabel={(type) => t(`page.${type}`)}
            />
          )}
        </>
      )}
      <ResolutionDialog resolutionOid={openOid} onClose={() => setOpenOid(null)} />
    </Box>
  );
}
