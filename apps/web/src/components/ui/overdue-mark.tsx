import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { registerOverdueTexts } from './overdue-mark-texts';

registerOverdueTexts();

/** One overdue mark for every kind of debt: property tax, water, restructuring instalments. */
export function OverdueMark() {
  const { t } = useTranslation('overdue');
  return <Chip size="small" color="error" label={t('label')} sx={{ ml: 0.5 }} />;
}
