import { istanbulClock, type OnlinePaymentOrder, type OpenPaymentAttempt } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/i18n/format';
import { paths } from '../../../lib/paths';
import type { PaymentBasket } from '../../../lib/payment/payment-basket';
import { useCancelAttempt, useOpenAttempt } from '../api/use-open-attempt';
import { registerOpenAttemptTexts } from './open-attempt-texts';

registerOpenAttemptTexts();

const clock = (iso: string) => {
  const { hour, minute } = istanbulClock(new Date(iso));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** Whole minutes until the debts are freed, counted again every half minute. */
function useMinutesUntil(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Math.max(1, Math.ceil((new Date(iso).getTime() - now) / 60_000)) : 0;
}

interface OpenAttemptProps {
  basket: PaymentBasket;
  /** The debts are free again (given up, or settled meanwhile): the window opens a new order. */
  onFreed(): void;
  /** Carry on with the unfinished order on its bank's window. */
  onResume(attempt: OpenPaymentAttempt): void;
}

/**
 * The unfinished payment that holds the chosen debts: when it started, with which bank, when it
 * lets go by itself, and the two ways out — continue it, or give it up (the server asks the bank
 * first, so a payment the bank took is recorded, never dropped).
 */
export function OpenAttempt({ basket, onFreed, onResume }: OpenAttemptProps) {
  const { t } = useTranslation('openAttempt');
  const found = useOpenAttempt(basket);
  const cancel = useCancelAttempt();
  const attempt = found.data?.attempt ?? null;
  const minutes = useMinutesUntil(attempt?.freedBy);
  const settled: OnlinePaymentOrder | undefined = cancel.data;

  useEffect(() => {
    if (found.data && !found.data.attempt) onFreed();
  }, [found.data, onFreed]);
  useEffect(() => {
    if (settled && settled.status !== 'collected' && settled.status !== 'failed') onFreed();
  }, [settled, onFreed]);

  if (settled?.status === 'collected') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{t('collectedTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('collectedText')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={`${paths.successOperation}?orderNumber=${settled.orderNumber}`}>
          {t('showResult')}
        </Button>
      </Alert>
    );
  }
  if (settled?.status === 'failed') return <Alert severity="error">{t('problem')}</Alert>;
  if (!attempt) {
    return found.error ? <Alert severity="error">{found.error.message}</Alert> : <Typography role="status">{t('loading')}</Typography>;
  }
  return (
    <Alert severity="warning" data-testid="open-attempt">
      <AlertTitle>{t('title')}</AlertTitle>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">{t('started', { time: clock(attempt.startedAt), bank: attempt.bankName, amount: formatMoney(attempt.totalDebt) })}</Typography>
        <Typography variant="body2" data-testid="open-attempt-freed-by">
          {t('freedBy', { time: clock(attempt.freedBy), count: minutes })}
        </Typography>
        <Typography variant="body2">{attempt.cancellable ? t('choice') : t('busyNote')}</Typography>
        {cancel.error && <Alert severity="error">{cancel.error.message}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {attempt.cancellable && (
            <Button
              variant="contained"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ orderNumber: attempt.orderNumber, ...(basket.paymentProof ? { paymentProof: basket.paymentProof } : {}) })}
            >
              {cancel.isPending ? t('cancelling') : t('cancel')}
            </Button>
          )}
          <Button variant="outlined" disabled={cancel.isPending} onClick={() => onResume(attempt)}>
            {t('resume')}
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
