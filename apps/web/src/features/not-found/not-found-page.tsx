import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerNotFoundTexts } from './not-found-texts';

registerNotFoundTexts();

/** /session/404: every unknown address ends here. */
export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  useDocumentTitle(t('title'));
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <Typography component="p" sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main', lineHeight: 1 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ my: 2 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/anasayfa">
        {t('back')}
      </Button>
    </Box>
  );
}
