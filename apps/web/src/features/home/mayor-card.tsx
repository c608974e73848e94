import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { visuallyHidden } from '../../lib/visually-hidden';

const PHOTO = 72;

/**
 * The mayor, from the configuration. Without a photo (none configured, or it fails to load)
 * the municipality's seal stands in its place; the box is the same size either way, so
 * nothing below moves when the photo arrives or fails.
 */
export function MayorCard() {
  const { t } = useTranslation('home');
  const setting = useAppSetting();
  const [failed, setFailed] = useState(false);
  const hasPhoto = setting.MayorPhotosUrl !== '' && !failed;
  return (
    <Box
      component="section"
      aria-label={t('mayor')}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, bgcolor: 'background.paper', color: 'text.primary', p: 2, borderRadius: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          width: PHOTO,
          height: PHOTO,
          flexShrink: 0,
          borderRadius: '50%',
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {hasPhoto ? (
          <Box
            component="img"
            src={setting.MayorPhotosUrl}
            alt={setting.MayorName}
            width={PHOTO}
            height={PHOTO}
            onError={() => setFailed(true)}
            sx={{ width: PHOTO, height: PHOTO, objectFit: 'cover' }}
          />
        ) : (
          <Box component="img" src={setting.LogoUrl} alt="" width={52} height={52} data-testid="mayor-seal" sx={{ width: 52, height: 52 }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('mayor')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{setting.MayorName}</Typography>
        <Typography variant="body2">{setting.MayorTitle}</Typography>
        <Link href={setting.MayorInfoUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('mayorMore')}{' '}
          <Box component="span" sx={visuallyHidden}>
            {t('opensNewTab')}
          </Box>
        </Link>
      </Box>
    </Box>
  );
}
