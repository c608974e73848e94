import { istanbulDate } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBalances, useDebtorRegistries, useIncomeTypes } from './api/use-debts';
import { AccrualHistory } from './components/accrual-history';
import { CollectionsList } from './components/collections-list';
import { DebtSelection } from './components/debt-selection';
import { QueryState } from './components/query-state';
import { registerDebtTexts } from './debts-texts';
import { formatDate } from '../../lib/i18n/format';
import { DateField } from '../../components/ui/form-fields/date-field';
import { isFilterDate } from '../../components/ui/form-fields/date-mask';

registerDebtTexts();

const COLLECTIONS = '__collections';
const HISTORY = '__history';

/** /DebtQuestioning (guarded): the member's and their companies' debts by income type, payments and receipts. */
export default function DebtQuestioningPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('title'));
  const today = istanbulDate(new Date());
  const registries = useDebtorRegistries();
  const [chosen, setChosen] = useState<number | null>(null);
  const registryOid = chosen ?? registries.data?.[0]?.registryOid ?? null;
  const [fineDate, setFineDate] = useState(today);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(fineDate) ? fineDate : today;
  const types = useIncomeTypes(registryOid);
  const balances = useBalances(registryOid === null ? null : { registryInfoOid: registryOid, delayFineCalculationDate: validDate });
  const [tab, setTab] = useState<string | null>(null);
  const tabs = [
    ...(types.data ?? []).map((x) => ({ value: x.incomeTypeCode, label: `${x.name} (${x.openCount})` })),
    { value: COLLECTIONS, label: t('tabs.collections') },
    { value: HISTORY, label: t('tabs.history') },
  ];
  const current = tab && tabs.some((x) => x.value === tab) ? tab : (tabs[0]?.value ?? COLLECTIONS);
  const currentName = types.data?.find((x) => x.incomeTypeCode === current)?.name ?? '';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      {!registries.data && <QueryState isLoading={registries.isLoading} error={registries.error} onRetry={() => void registries.refetch()} />}
      {registries.data && registryOid !== null && (
        <>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <TextField
              select
              id="debt-registry"
              label={t('registry')}
              size="small"
              value={registryOid}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                setTab(null);
              }}
              sx={{ minWidth: { xs: '100%', sm: 360 } }}
            >
              {registries.data.map((r) => (
                <MenuItem key={r.registryOid} value={r.registryOid}>
                  {r.displayName} ({r.isOwn ? t('own') : t('represented')})
                </MenuItem>
              ))}
            </TextField>
            <DateField
              id="fine-date"
              size="small"
              label={t('fineDate')}
              helperText={t('fineDateHelp')}
              value={fineDate}
              onChange={(v) => isFilterDate(v) && setFineDate(v)}
              sx={{ minWidth: { xs: '100%', sm: 240 } }}
            />
          </Paper>
          {!types.data && <QueryState isLoading={types.isLoading} error={types.error} onRetry={() => void types.refetch()} />}
          {types.data && (
            <>
              {types.data.length === 0 && <Alert severity="info">{t('noTabs')}</Alert>}
              <Tabs value={current} onChange={(_e, value: string) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('title')}>
                {tabs.map((x) => (
                  <Tab key={x.value} value={x.value} label={x.label} id={`debt-tab-${x.value}`} aria-controls={`debt-panel-${x.value}`} />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`debt-panel-${current}`} aria-labelledby={`debt-tab-${current}`}>
                {current === COLLECTIONS && <CollectionsList registryOid={registryOid} />}
                {current === HISTORY && <AccrualHistory registryOid={registryOid} thisYear={Number(today.slice(0, 4))} />}
                {current !== COLLECTIONS && current !== HISTORY && (
                  <>
                    {!balances.data && <QueryState isLoading={balances.isLoading} error={balances.error} onRetry={() => void balances.refetch()} />}
                    {balances.data && (
                      <DebtSelection
                        key={`${registryOid}-${current}`}
                        caption={`${currentName} · ${t('fineDate')}: ${formatDate(balances.data.delayFineCalculationDate)}`}
                        lines={balances.data.lines.filter((l) => l.incomeTypeCode === current)}
                        registryOid={registryOid}
                        delayFineCalculationDate={balances.data.delayFineCalculationDate}
                        returnPath={paths.debtQuestioning}
                        emptyText={t('noDebts')}
                      />
                    )}
                  </>
                )}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
