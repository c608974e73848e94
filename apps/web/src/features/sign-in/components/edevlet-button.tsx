import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { useAppSetting } from '../../../lib/app-setting';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** The e-Devlet login opens in a new window and is off when the setting disables it. */
export function EdevletButton() {
  const { t } = useTranslation('auth');
  const { IsEDevletLoginDisable } = useAppSetting();
  return (
    <Button fullWidth variant="outlined" color="secondary" size="large" href={paths.edevletRedirect} target="_blank" disabled={IsEDevletLoginDisable} sx={{ fontWeight: 600 }}>
      {t('signIn.edevlet')}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('signIn.opensNewWindow')}
      </Box>
    </Button>
  );
}
