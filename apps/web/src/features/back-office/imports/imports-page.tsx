import { importKindCodes, type ImportKindCode, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/call-api';
import { buildCsv, downloadText } from '../../../lib/csv';
import { readBase64 } from '../../../lib/read-file';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { registerImportsTexts } from './imports-texts';

registerImportsTexts();

type Result = ResponseOf<'RunBackOfficeImport'>;
type Rejection = Result['rejections'][number];
type Encoding = 'auto' | 'utf-8' | 'windows-1254';

/** The refusals as a spreadsheet opens them, to fix the file by. */
function downloadReport(kind: ImportKindCode, rejections: readonly Rejection[], headers: Record<'line' | 'field' | 'reason' | 'value', string>) {
  const csv = buildCsv<Rejection>(
    [
      { header: headers.line, value: (r) => r.line },
      { header: headers.field, value: (r) => r.field },
      { header: 'Kod', value: (r) => r.code },
      { header: headers.reason, value: (r) => r.reason },
      { header: headers.value, value: (r) => r.value },
    ],
    [...rejections],
  );
  downloadText(`aktarim-hatalari-${kind}.csv`, csv);
}

function Rejections({ result }: { result: Result }) {
  const { t } = useTranslation('backOfficeImports');
  const headers = { line: t('line'), field: t('field'), reason: t('reason'), value: t('value') };
  return (
    <Box component="section" aria-labelledby="import-rejections" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="import-rejections" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('rejectionsTitle')}
      </Typography>
      {result.rejectionCount > result.rejections.length && <Typography variant="body2">{t('more', { shown: result.rejections.length, count: result.rejectionCount })}</Typography>}
      <Box>
        <Button variant="outlined" onClick={() => downloadReport(result.kind, result.rejections, headers)}>
          {t('report')}
        </Button>
      </Box>
      {/* On a phone the table scrolls rather than break a field name or a value in the middle. */}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0}>
        <Table size="small" aria-labelledby="import-rejections">
          <TableHead>
            <TableRow>
              <TableCell>{headers.line}</TableCell>
              <TableCell>{headers.field}</TableCell>
              <TableCell>{headers.reason}</TableCell>
              <TableCell>{headers.value}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rejections.map((r, i) => (
              <TableRow key={`${r.line}:${r.field}:${r.code}:${i}`}>
                <TableCell>{r.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.field}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{r.reason}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function Outcome({ result }: { result: Result }) {
  const { t } = useTranslation('backOfficeImports');
  const counts = { inserted: result.inserted, updated: result.updated, unchanged: result.unchanged };
  if (result.rejectionCount > 0) return <Alert severity="error">{t('refused', { count: result.rejectionCount })}</Alert>;
  return (
    <Alert severity="success">
      {t(result.dryRun ? 'checked' : 'loaded', counts)} {t('rows', { rows: result.rows })}
    </Alert>
  );
}

/** /yonetim/veri-aktarimi (ADMIN): one file of one kind checked or loaded by the same code as `npm run import`. */
export default function ImportsPage() {
  const { t } = useTranslation('backOfficeImports');
  useDocumentTitle(t('title'));
  const [kind, setKind] = useState<ImportKindCode>('districts');
  const [encoding, setEncoding] = useState<Encoding>('auto');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const run = useMutation({
    mutationFn: async ({ dryRun, chosen }: { dryRun: boolean; chosen: File }) =>
      callApi('RunBackOfficeImport', {
        kind,
        fileName: chosen.name,
        contentBase64: await readBase64(chosen),
        dryRun,
        ...(encoding === 'auto' ? {} : { encoding }),
      }),
  });
  const start = (dryRun: boolean) => {
    setMissingFile(file === null);
    if (file) run.mutate({ dryRun, chosen: file });
  };
  const refusal = run.error instanceof ApiError ? (Object.values(run.error.fields ?? {})[0] ?? run.error.message) : run.error ? String(run.error) : null;
  const changed = () => run.reset();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(240px, 1fr))' }, alignItems: 'start' }}>
        <TextField
          select
          label={t('kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ImportKindCode);
            changed();
          }}
        >
          {importKindCodes.map((code, i) => (
            <MenuItem key={code} value={code}>
              {`${i + 1}. ${t(`kinds.${code}`)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('encoding')}
          value={encoding}
          onChange={(e) => {
            setEncoding(e.target.value as Encoding);
            changed();
          }}
        >
          {(['auto', 'utf-8', 'windows-1254'] as const).map((code) => (
            <MenuItem key={code} value={code}>
              {t(`encodings.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Button variant="outlined" component="label" sx={{ justifySelf: 'start' }}>
            {t('chooseFile')}
            <input
              hidden
              type="file"
              aria-label={t('file')}
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissingFile(false);
                changed();
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file?.name ?? t('noFile')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" disabled={run.isPending} onClick={() => start(true)}>
          {t('check')}
        </Button>
        <Button variant="contained" size="large" disabled={run.isPending} onClick={() => start(false)}>
          {t('load')}
        </Button>
      </Box>
      {missingFile && <Alert severity="warning">{t('needFile')}</Alert>}
      {run.isPending && <Alert severity="info">{t('working')}</Alert>}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {run.data && <Outcome result={run.data} />}
      {run.data && run.data.rejectionCount > 0 && <Rejections result={run.data} />}
    </Box>
  );
}
