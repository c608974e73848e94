import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { rememberedOrderNumber } from '../api/use-payment';

const orderNumberPattern = /^EB[0-9A-Z]{18}$/;

/**
 * The result page opened without an order (a lost redirect, a bookmark): we cannot know whether
 * the card was charged, so we never say it was not. The payer is shown how to
 * find out before paying again: the order status, receipt verification, debt questioning.
 */
export function UnknownOutcome() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [remembered] = useState(rememberedOrderNumber);
  const [orderNumber, setOrderNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const value = orderNumber.trim().toUpperCase();
    if (!value) return setError(t('unknown.orderRequired'));
    if (!orderNumberPattern.test(value)) return setError(t('unknown.orderInvalid'));
    void navigate(`${pathname}?orderNumber=${value}`);
  };

  return (
    <>
      <Alert severity="warning" role="status">
        {t('unknown.text')}
      </Alert>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('unknown.howTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 2 }}>
        <li>
          <Typography sx={{ fontWeight: 600 }}>{t('unknown.orderTitle')}</Typography>
          <Typography>{t('unknown.orderText')}</Typography>
          {remembered && (
            <Button variant="contained" sx={{ mt: 1 }} component={RouterLink} to={`${pathname}?orderNumber=${remembered}`}>
              {t('unknown.lastOrder')}
            </Button>
          )}
          <Box component="form" noValidate onSubmit={lookUp} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
            <TextField
              id="order-number"
              size="small"
              label={t('result.orderNumber')}
              value={orderNumber}
              required
              onChange={(e) => {
                setOrderNumber(e.target.value);
                setError(null);
              }}
              error={!!error}
              helperText={error ?? t('unknown.orderHelp')}
              sx={{ minWidth: { xs: '100%', sm: 320 } }}
            />
            <Button type="submit" variant="outlined">
              {t('unknown.lookUp')}
            </Button>
          </Box>
        </li>
        <li>
          <Typography sx={{ fontWeight: 600 }}>{t('unknown.receiptTitle')}</Typography>
          <Typography>
            {t('unknown.receiptText')}{' '}
            <Link underline="always" component={RouterLink} to={paths.receiptVerification}>
              {t('unknown.receiptLink')}
            </Link>
          </Typography>
        </li>
        <li>
          <Typography sx={{ fontWeight: 600 }}>{t('unknown.debtsTitle')}</Typography>
          <Typography>
            {t('unknown.debtsText')}{' '}
            <Link underline="always" component={RouterLink} to={paths.debtQuestioning}>
              {t('unknown.debtsLink')}
            </Link>
            {' · '}
            <Link underline="always" component={RouterLink} to={paths.fastPayment}>
              {t('unknown.fastPaymentLink')}
            </Link>
          </Typography>
        </li>
      </Box>
      <Typography>{t('unknown.doNotPayTwice')}</Typography>
    </>
  );
}
