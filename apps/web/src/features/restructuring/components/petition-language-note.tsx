import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** On an English screen: the petition is addressed to the municipality and signed on paper, so it stays Turkish (docs/domain/turkish-text.md, "PDFs"). */
export function PetitionLanguageNote() {
  const { t, i18n } = useTranslation('restructuring');
  if (i18n.language !== 'en') return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('done.petitionTurkish')}
    </Typography>
  );
}
