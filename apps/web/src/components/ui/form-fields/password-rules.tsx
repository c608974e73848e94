import { passwordRules } from '@ebelediye/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { registerFieldTexts } from './field-texts';

registerFieldTexts();

/**
 * The contract's password rules, each marked as the member types. The common-password
 * rule reads as a warning, so it shows only when the password breaks it.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('fields');
  return (
    <Box id={id} component="ul" aria-label={t('passwordRules')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {passwordRules.map((rule) => {
        const passes = password.length > 0 && rule.passes(password);
        if (rule.id === 'common' && (passes || password.length === 0)) return null;
        const Icon = passes ? CheckCircle : rule.id === 'common' ? ErrorIcon : RadioButtonUnchecked;
        return (
          <Box component="li" key={rule.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Icon fontSize="small" color={passes ? 'success' : rule.id === 'common' ? 'error' : 'disabled'} aria-hidden sx={{ mt: '2px' }} />
            <Typography variant="body2" color={passes ? 'success.dark' : rule.id === 'common' ? 'error' : 'text.secondary'}>
              {rule.tr}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                ({passes ? t('rulePassed') : t('ruleFailed')})
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
