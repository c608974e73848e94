import { lateDebtOperationTypes, lateDebtQueryTypes, type RequestOf, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActOnLateDebtCase, useLateDebtOperation, useLateDebts } from '../api/use-water-billing';
import { LoadFailed, Loading } from '../components/load-state';
import { kurusOf } from '../water-billing/tariff-form';
import { LateDebtRow, type LateDebtItem } from './late-debt-row';
import { registerLateDebtTexts } from './late-debts-texts';

registerLateDebtTexts();

type Query = RequestOf<'GetBackOfficeWaterLateDebts'>;
type Outcome = ResponseOf<'RunBackOfficeWaterLateDebtOperation'>;

/** The query form: by overdue amount (TL) or by the number of overdue bills. */
function QueryForm({ onQuery }: { onQuery(query: Query): void }) {
  const { t } = useTranslation('lateDebts');
  const [type, setType] = useState<1 | 2>(1);
  const [minimum, setMinimum] = useState('1.000');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = type === 1 ? kurusOf(minimum) : Number(minimum);
    setInvalid(!Number.isInteger(value) || value < 1);
    if (Number.isInteger(value) && value >= 1) onQuery({ queryType: type, minimum: value });
  };
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <NativeSelect
        id="late-debt-query-type"
        label={t('queryType')}
        value={String(type)}
        options={Object.values(lateDebtQueryTypes).map((q) => ({ value: String(q.code), label: q.tr }))}
        onChange={(v) => {
          setType(Number(v) as 1 | 2);
          setMinimum(v === '1' ? '1.000' : '2');
        }}
      />
      <TextField
        id="late-debt-minimum"
        size="small"
        label={type === 1 ? t('minimumAmount') : t('minimumBills')}
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
        error={invalid}
        helperText={invalid ? t('invalidAmount') : undefined}
        slotProps={{ htmlInput: { inputMode: type === 1 ? 'decimal' : 'numeric' } }}
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
        {t('list')}
      </Button>
    </Paper>
  );
}

function OutcomeAlert({ outcome, items }: { outcome: Outcome; items: readonly LateDebtItem[] }) {
  const { t } = useTranslation('lateDebts');
  const numberOf = (oid: number) => items.find((i) => i.subscriptionOid === oid)?.subscriberNo ?? String(oid);
  return (
    <Alert severity={outcome.skipped.length ? 'warning' : 'success'} role="status">
      <Typography>{t('done', { count: outcome.done.length })}</Typography>
      {outcome.skipped.length > 0 && (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('skipped')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {outcome.skipped.map((s) => (
              <li key={s.subscriptionOid}>{t('skippedRow', { no: numberOf(s.subscriptionOid), reason: s.reason })}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

/** /yonetim/geciken-su-borclari (WATER_CLERK): late water debts from notice to cut and reconnection. */
export default function LateDebtsPage() {
  const { t } = useTranslation('lateDebts');
  useDocumentTitle(t('title'));
  const [query, setQuery] = useState<Query | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useLateDebts(query);
  const operation = useLateDebtOperation();
  const act = useActOnLateDebtCase();
  const items = list.data?.items ?? [];
  const fail = (e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    setError(e.message);
  };
  const run = async (operationType: 1 | 2) => {
    setError(null);
    setOutcome(null);
    try {
      setOutcome(await operation.mutateAsync({ operationType, subscriptionOids: [...selected] }));
      setSelected(new Set());
    } catch (e) {
      fail(e);
    }
  };
  const toggle = (oid: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(oid);
      else next.delete(oid);
      return next;
    });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{list.data ? t('intro', { days: list.data.noticeDays }) : t('introNoDays')}</Typography>
      </Box>
      <QueryForm
        onQuery={(q) => {
          // The same query again reads the list afresh: a payment since may have moved a case.
          if (query?.queryType === q.queryType && query.minimum === q.minimum) void list.refetch();
          else setQuery(q);
          setSelected(new Set());
          setOutcome(null);
        }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {outcome && <OutcomeAlert outcome={outcome} items={items} />}
      {query && list.isPending && <Loading />}
      {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <Paper component="section" variant="outlined" aria-labelledby="late-debts-result" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Typography id="late-debts-result" component="h2" variant="h2">
            {t('overThreshold', { count: list.data.overThreshold })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography role="status" sx={{ mr: 1 }}>
              {t('selected', { count: selected.size })}
            </Typography>
            <Button variant="contained" disabled={selected.size === 0 || operation.isPending} onClick={() => void run(1)}>
              {lateDebtOperationTypes.sendNotice.tr}
            </Button>
            <Button variant="contained" color="error" disabled={selected.size === 0 || operation.isPending} onClick={() => void run(2)}>
              {lateDebtOperationTypes.cutWater.tr}
            </Button>
          </Box>
          {items.length === 0 ? (
            <Typography>{t('empty')}</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-labelledby="late-debts-result" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="late-debts-result">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.size === items.length}
                        indeterminate={selected.size > 0 && selected.size < items.length}
                        onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.subscriptionOid)) : new Set())}
                        slotProps={{ input: { 'aria-label': t('selectAll') } }}
                      />
                    </TableCell>
                    {(['subscriberNo', 'holder', 'line', 'amount', 'case', 'actions'] as const).map((key) => (
                      <TableCell key={key} align={key === 'amount' ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {t(key)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <LateDebtRow
                      key={item.subscriptionOid}
                      item={item}
                      selected={selected.has(item.subscriptionOid)}
                      onSelect={(checked) => toggle(item.subscriptionOid, checked)}
                      busy={act.isPending}
                      onError={setError}
                      onAct={(action) => {
                        setError(null);
                        act.mutateAsync({ caseOid: item.openCase!.caseOid, version: item.openCase!.version, action }).catch(fail);
                      }}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      )}
    </Box>
  );
}
