import { formatMoney } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSetting } from '../../../lib/app-setting';
import { bankWindowPath, paymentBasket } from '../../../lib/payment/payment-basket';
import { useCheckSelection } from '../api/use-debts';

interface PayBarProps {
  registryOid: number;
  selected: number[];
  total: number;
  delayFineCalculationDate?: string;
  paymentProof?: string;
  returnPath: string;
}

/**
 * The running total of the selection and 'Öde': the server checks the selection, the
 * basket is saved and the bank window of the active merchant opens.
 */
export function PayBar({ registryOid, selected, total, delayFineCalculationDate, paymentProof, returnPath }: PayBarProps) {
  const { t } = useTranslation('debts');
  const setting = useAppSetting();
  const navigate = useNavigate();
  const check = useCheckSelection();
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async () => {
    setProblem(null);
    try {
      await check.mutateAsync({ ...(paymentProof ? { paymentProof } : { registryInfoOid: registryOid }), accrumentOidList: selected, ...(delayFineCalculationDate ? { delayFineCalculationDate } : {}) });
      paymentBasket.save({ accrumentOidList: selected, registryOid, ...(paymentProof ? { paymentProof } : {}), returnPath });
      void navigate(bankWindowPath(setting.ActiveBankMerchantCode));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} aria-live="polite">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">{t('selected', { count: selected.length })}</Typography>
          <Typography variant="h6" component="p" data-testid="selected-total">{t('selectedTotal')}: {formatMoney(total)}</Typography>
        </Box>
        <Button variant="contained" size="large" disabled={selected.length === 0 || check.isPending} onClick={() => void pay()}>
          {check.isPending ? t('checking') : t('pay')}
        </Button>
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Paper>
  );
}
