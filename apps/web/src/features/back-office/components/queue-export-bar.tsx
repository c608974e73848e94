import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../../components/ui/data-table/print-styles';
import { callApi } from '../../../lib/call-api';
import { buildCsv, downloadText, type CsvColumn } from '../../../lib/csv';
import { formatDateAndTime } from '../../../lib/i18n/format';

export type ExportName = 'ExportBackOfficeComplaints';
type ExportRow<N extends ExportName> = ResponseOf<N>['items'][number];

export interface QueueExport<N extends ExportName> {
  name: N;
  /** The file's name without the date: 'sikayetler'. */
  fileName: string;
  columns: CsvColumn<ExportRow<N>>[];
}

interface QueueExportBarProps<N extends ExportName> {
  spec: QueueExport<N>;
  /** The list's request as it stands: the export is exactly the filtered, sorted list (the server ignores the page). */
  request: RequestOf<N>;
  /** The filters in words, for the printed page. */
  filterSummary: string;
}

/**
 * "CSV indir" and "Yazdır" for a queue's filtered list. The server answers every row under the same
 * filters and role (up to 10 000, audited: docs/security.md); the CSV is built here as Turkish
 * spreadsheets read it (lib/csv.ts). Printing leaves the menu, filters and buttons out.
 */
export function QueueExportBar<N extends ExportName>({ spec, request, filterSummary }: QueueExportBarProps<N>) {
  const { t } = useTranslation('backOffice');
  const [state, setState] = useState<{ busy: boolean; capped?: { rows: number; total: number }; failed?: boolean }>({ busy: false });
  const now = new Date().toISOString();

  async function download() {
    setState({ busy: true });
    try {
      const answer = await callApi(spec.name, request);
      const rows = answer.items as ExportRow<N>[];
      downloadText(`${spec.fileName}-${now.slice(0, 10)}.csv`, buildCsv(spec.columns, rows));
      setState({ busy: false, ...(answer.capped ? { capped: { rows: rows.length, total: answer.total } } : {}) });
    } catch {
      setState({ busy: false, failed: true });
    }
  }

  return (
    <>
      <PrintStyles />
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void download()} disabled={state.busy}>
          {t('list.exportCsv')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('list.print')}
        </Button>
      </Box>
      {state.capped && (
        <Alert severity="warning" data-print="hide">
          {t('list.exportCapped', { rows: state.capped.rows, total: state.capped.total })}
        </Alert>
      )}
      {state.failed && (
        <Alert severity="error" data-print="hide">
          {t('list.exportFailed')}
        </Alert>
      )}
      <Typography data-print="only" sx={{ display: 'none' }}>
        {t('list.printedAt', { at: formatDateAndTime(now), filters: filterSummary })}
      </Typography>
    </>
  );
}
