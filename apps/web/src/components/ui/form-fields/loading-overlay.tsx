import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { registerFieldTexts } from './field-texts';

registerFieldTexts();

/** The full-screen 'Yükleniyor...' overlay of a screen at work (as on the password reset). */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation('fields');
  // Not rendered while closed: a hidden spinner would still animate for ever.
  if (!open) return null;
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" aria-hidden />
      <Typography role="status" sx={{ fontSize: 18 }}>
        {t('loading')}
      </Typography>
    </Backdrop>
  );
}
