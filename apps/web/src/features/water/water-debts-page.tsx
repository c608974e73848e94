import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSubscriptions } from './api/use-water';
import { SubscriptionDebts } from './components/subscription-debts';
import { registerWaterBillTexts } from './water-bill-texts';
import { registerWaterTexts } from './water-texts';

registerWaterTexts();
registerWaterBillTexts();

/** /WaterDebts (guarded): the member's subscriptions, their open water debts and past payments. */
export default function WaterDebtsPage() {
  const { t } = useTranslation('water');
  useDocumentTitle(t('debts.title'));
  const subscriptions = useSubscriptions();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('debts.title')}
        </Typography>
        <Typography color="text.secondary">{t('debts.intro')}</Typography>
      </Box>
      {subscriptions.isPending && <Typography>{t('loading')}</Typography>}
      {subscriptions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void subscriptions.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('debts.loadError')}
        </Alert>
      )}
      {subscriptions.data?.length === 0 && <Alert severity="info">{t('debts.none')}</Alert>}
      {subscriptions.data?.map((s) => (
        <SubscriptionDebts key={s.subscriberInfoOid} subscription={s} />
      ))}
    </Box>
  );
}
