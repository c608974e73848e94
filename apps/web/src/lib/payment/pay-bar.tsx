import { formatDate, formatMoney } from '../i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSetting } from '../app-setting';
import { bankWindowPath, paymentBasket } from './payment-basket';
import { registerSelectionTexts } from './selection-texts';
import { useCheckSelection } from './use-check-selection';
import type { DebtSelectionState } from './use-debt-selection';

registerSelectionTexts();

interface PayBarProps {
  selection: DebtSelectionState;
  /** The registry the debts are owed by: the member's own or a represented company's. */
  registryOid: number;
  delayFineCalculationDate?: string;
  paymentProof?: string;
  returnPath: string;
  /** How many are chosen in each tab of a screen with tabs ('Emlak Vergisi: 1, Cezalar: 1'). */
  groups?: readonly { name: string; count: number }[];
  /**
   * The amounts shown are a what-if for a later date: checkout charges today's, so 'Öde' waits
   * until the citizen returns to today.
   */
  forecast?: { date: string; onReturnToToday(): void };
}

/**
 * The running total of the selection and 'Öde': the server checks the selection, the
 * basket is saved and the bank window of the active merchant opens.
 */
export function PayBar({ selection, registryOid, delayFineCalculationDate, paymentProof, returnPath, groups, forecast }: PayBarProps) {
  const { t } = useTranslation('debtSelection');
  const setting = useAppSetting();
  const navigate = useNavigate();
  const check = useCheckSelection();
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const selected = [...selection.selected];
  const nothingSelected = selected.length === 0;
  const perGroup = (groups ?? []).filter((g) => g.count > 0).map((g) => `${g.name}: ${g.count}`);

  const pay = async () => {
    setProblem(null);
    try {
      await check.mutateAsync({
        ...(paymentProof ? { paymentProof } : { registryInfoOid: registryOid }),
        accrumentOidList: selected,
        ...(delayFineCalculationDate ? { delayFineCalculationDate } : {}),
      });
      paymentBasket.save({ accrumentOidList: selected, registryOid, ...(paymentProof ? { paymentProof } : {}), returnPath });
      void navigate(bankWindowPath(setting.ActiveBankMerchantCode));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <>
      {selection.addedEarlier && (
        <Alert severity="info" onClose={selection.dismissNotice}>
          {t('earlierAdded')}
        </Alert>
      )}
      {/* On a phone the total and 'Öde' stay at the bottom of the screen while the debts scroll. */}
      <Paper
        variant="outlined"
        aria-live="polite"
        data-testid="pay-bar"
        sx={{ p: 2, display: 'grid', gap: 1, position: { xs: 'sticky', sm: 'static' }, bottom: { xs: 0 }, zIndex: 2, boxShadow: { xs: 6, sm: 0 } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {nothingSelected ? t('selectedNone') : t('selected', { count: selected.length })}
            </Typography>
            {perGroup.length > 0 && (
              <Typography variant="body2" data-testid="selected-per-tab">
                {perGroup.join(', ')}
              </Typography>
            )}
            <Typography variant="h6" component="p" data-testid="selected-total">
              {forecast ? t('forecastTotal') : t('selectedTotal')}: {formatMoney(selection.total)}
            </Typography>
          </Box>
          <Box sx={{ display: 'grid', justifyItems: { xs: 'stretch', sm: 'end' }, gap: 0.5, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
            <Button variant="contained" size="large" disabled={nothingSelected || !!forecast || check.isPending} aria-describedby={noteId} onClick={() => void pay()}>
              {check.isPending ? t('checking') : t('pay')}
            </Button>
            {/* A disabled button says why; an enabled one says which cards it takes. */}
            <Typography id={noteId} variant="caption" color="text.secondary" sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
              {forecast ? t('forecastNotPayable', { date: formatDate(forecast.date) }) : nothingSelected ? t('selectFirst') : t('anyBankCard')}
            </Typography>
            {forecast && (
              <Button variant="outlined" onClick={forecast.onReturnToToday}>
                {t('backToToday')}
              </Button>
            )}
          </Box>
        </Box>
        {problem && <Alert severity="warning">{problem}</Alert>}
      </Paper>
    </>
  );
}
