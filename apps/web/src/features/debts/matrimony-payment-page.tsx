import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FastPaymentFlow } from './components/fast-payment-flow';
import { registerDebtTexts } from './debts-texts';

registerDebtTexts();

/** The marriage fee's revenue code. */
export const MATRIMONY_REVENUE_CODE = 83;

/** /FastPaymentForMatrimony (Antakya only): the marriage fee by ID number and registered phone. */
export default function MatrimonyPaymentPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('fast.matrimonyTitle'));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('fast.matrimonyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('fast.matrimonyIntro')}</Typography>
      </Box>
      <FastPaymentFlow revenueCode={MATRIMONY_REVENUE_CODE} returnPath={paths.fastPaymentForMatrimony} emptyText={t('fast.noMatrimony')} />
    </Box>
  );
}
