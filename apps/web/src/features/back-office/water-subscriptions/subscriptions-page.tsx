import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWaterSubscription } from '../api/use-water-billing';
import { LoadFailed, Loading } from '../components/load-state';
import { registerWaterBillingTexts } from '../water-billing/water-billing-texts';
import { SubscriptionCard } from './subscription-card';
import { registerSubscriptionTexts } from './subscription-texts';

registerSubscriptionTexts();
registerWaterBillingTexts();

/** /yonetim/su-aboneleri (WATER_CLERK): a subscription by its number, kept in the address so it can be linked and reloaded. */
export default function SubscriptionsPage() {
  const { t } = useTranslation('waterSubscription');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const shown = params.get('no');
  const [subscriberNo, setSubscriberNo] = useState(shown ?? '');
  const card = useWaterSubscription(shown);
  const notFound = card.error instanceof ApiError && card.error.httpStatus === 404;
  const fieldError = card.error instanceof ApiError ? card.error.fields?.subscriberNo : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 960 }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      <Paper
        component="form"
        variant="outlined"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (subscriberNo.trim()) setParams({ no: subscriberNo.trim() });
        }}
        sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          id="subscription-no"
          label={t('subscriberNo')}
          value={subscriberNo}
          onChange={(event) => setSubscriberNo(event.target.value.replace(/\D/g, ''))}
          error={!!fieldError}
          helperText={fieldError}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
          {t('open')}
        </Button>
      </Paper>
      {card.isLoading && <Loading />}
      {notFound && (
        <Alert severity="info" role="status">
          {t('notFound')}
        </Alert>
      )}
      {card.isError && !notFound && !fieldError && <LoadFailed error={card.error} onRetry={() => void card.refetch()} />}
      {card.data && <SubscriptionCard key={card.data.subscriptionOid} card={card.data} />}
    </Box>
  );
}
