import { istanbulDate } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebtorRegistries } from './api/use-debts';
import { QueryState } from './components/query-state';
import { RegistryDebts } from './components/registry-debts';
import { registerDebtRecordTexts } from './debt-record-texts';
import { registerDebtTexts } from './debts-texts';
import { DateField } from '../../components/ui/form-fields/date-field';
import { isFilterDate } from '../../components/ui/form-fields/date-mask';

registerDebtTexts();
registerDebtRecordTexts();

/** /DebtQuestioning (guarded): the member's and their companies' debts by income type, payments and receipts. */
export default function DebtQuestioningPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('title'));
  const today = istanbulDate(new Date());
  const registries = useDebtorRegistries();
  const [chosen, setChosen] = useState<number | null>(null);
  const registryOid = chosen ?? registries.data?.[0]?.registryOid ?? null;
  const [fineDate, setFineDate] = useState(today);
  // A day before today would hide the fines already run up: refused, and the list stays at today.
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(fineDate);
  const past = complete && fineDate < today;
  const acceptedDate = complete && !past ? fineDate : today;

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
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <TextField
              select
              id="debt-registry"
              label={t('registry')}
              size="small"
              value={registryOid}
              onChange={(e) => setChosen(Number(e.target.value))}
              sx={{ minWidth: { xs: '100%', sm: 360 } }}
            >
              {registries.data.map((r) => (
                <MenuItem key={r.registryOid} value={r.registryOid}>
                  {r.displayName} ({r.isOwn ? t('own') : r.byAuthority ? t('byAuthority') : t('represented')})
                </MenuItem>
              ))}
            </TextField>
            <DateField
              id="fine-date"
              size="small"
              label={t('fineDate')}
              helperText={t('fineDateHelp')}
              {...(past ? { error: t('fineDatePast') } : {})}
              value={fineDate}
              onChange={(v) => isFilterDate(v) && setFineDate(v)}
              sx={{ minWidth: { xs: '100%', sm: 240 }, maxWidth: { sm: 420 } }}
            />
          </Paper>
          <RegistryDebts key={registryOid} registryOid={registryOid} fineDate={acceptedDate} today={today} onReturnToToday={() => setFineDate(today)} />
        </>
      )}
    </Box>
  );
}
