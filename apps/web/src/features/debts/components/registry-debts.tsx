import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { paths } from '../../../lib/paths';
import { PayBar } from '../../../lib/payment/pay-bar';
import { useDebtSelection } from '../../../lib/payment/use-debt-selection';
import { useBalances, useIncomeTypes } from '../api/use-debts';
import { AccrualHistory } from './accrual-history';
import { CollectionsList } from './collections-list';
import { DebtLines } from './debt-lines';
import { QueryState } from './query-state';
import { localName } from '../../../lib/i18n/local-name';

const COLLECTIONS = '__collections';
const HISTORY = '__history';

interface RegistryDebtsProps {
  registryOid: number;
  /** The delay-fine date the citizen accepted: today or later. */
  fineDate: string;
  today: string;
  onReturnToToday(): void;
}

/**
 * One registry's debts by income type, with one selection across the tabs: a debt chosen in
 * one tab stays chosen while the citizen chooses in another, and 'Öde' pays them all. The page
 * keys this by registry, so choosing another registry starts with nothing selected.
 */
export function RegistryDebts({ registryOid, fineDate, today, onReturnToToday }: RegistryDebtsProps) {
  const { t } = useTranslation('debts');
  const types = useIncomeTypes(registryOid);
  const balances = useBalances({ registryInfoOid: registryOid, delayFineCalculationDate: fineDate });
  const lines = balances.data?.lines ?? [];
  const selection = useDebtSelection(lines);
  const [tab, setTab] = useState<string | null>(null);
  if (!types.data) return <QueryState isLoading={types.isLoading} error={types.error} onRetry={() => void types.refetch()} />;

  const tabs = [
    ...types.data.map((x) => ({ value: x.incomeTypeCode, label: `${localName(x.name, x.nameEn)} (${x.openCount})` })),
    { value: COLLECTIONS, label: t('tabs.collections') },
    { value: HISTORY, label: t('tabs.history') },
  ];
  const current = tab && tabs.some((x) => x.value === tab) ? tab : (tabs[0]?.value ?? COLLECTIONS);
  const currentType = types.data.find((x) => x.incomeTypeCode === current);
  const currentName = currentType ? localName(currentType.name, currentType.nameEn) : '';
  const tabLines = lines.filter((l) => l.incomeTypeCode === current);
  const groups = types.data.map((x) => ({
    name: localName(x.name, x.nameEn),
    count: lines.filter((l) => l.incomeTypeCode === x.incomeTypeCode && selection.selected.has(l.accrumentOid)).length,
  }));
  const asOf = balances.data?.delayFineCalculationDate ?? fineDate;
  const forecast = balances.data ? (balances.data.isForecast ?? asOf > today) : false;

  return (
    <>
      {types.data.length === 0 && <Alert severity="info">{t('noTabs')}</Alert>}
      {forecast && (
        <Alert severity="warning" data-testid="fine-date-forecast">
          <AlertTitle>{t('forecast.title')}</AlertTitle>
          {t('forecast.text', { date: formatDate(asOf) })}
        </Alert>
      )}
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
              <Stack spacing={2}>
                {tabLines.length === 0 ? (
                  <Alert severity="info">{t('noDebts')}</Alert>
                ) : (
                  <DebtLines
                    caption={`${currentName} · ${t('fineDate')}: ${formatDate(asOf)}${forecast ? ` (${t('forecast.title')})` : ''}`}
                    lines={tabLines}
                    selected={selection.selected}
                    onToggle={selection.toggle}
                    onToggleAll={(all) =>
                      selection.toggleAll(
                        all,
                        tabLines.map((l) => l.accrumentOid),
                      )
                    }
                  />
                )}
                <PayBar
                  selection={selection}
                  registryOid={registryOid}
                  returnPath={paths.debtQuestioning}
                  groups={groups}
                  {...(forecast ? { forecast: { date: asOf, onReturnToToday } } : { delayFineCalculationDate: asOf })}
                />
              </Stack>
            )}
          </>
        )}
      </Box>
    </>
  );
}
