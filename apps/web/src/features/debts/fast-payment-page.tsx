import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FastPaymentFlow } from './components/fast-payment-flow';
import { registerDebtTexts } from './debts-texts';

registerDebtTexts();

/** /FastPayment (open): debts by ID number and the registered phone, after an SMS code. */
export default function FastPaymentPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('fast.title'));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('fast.title')}
        </Typography>
        <Typography color="text.secondary">{t('fast.intro')}</Typography>
      </Box>
      <FastPaymentFlow returnPath={paths.fastPayment} emptyText={t('noDebts')} />
    </Box>
  );
}
