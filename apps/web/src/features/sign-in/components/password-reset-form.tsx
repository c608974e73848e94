import { isValidTcknOrVkn } from '@ebelediye/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SmsCodeStep } from '../../../components/sms-code-step/sms-code-step';
import { useSmsCodeStep } from '../../../components/sms-code-step/use-sms-code-step';
import { LoadingOverlay } from '../../../components/ui/form-fields/loading-overlay';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useResetPasswordWithCode, useSendResetCode } from '../api/use-send-password';

/**
 * The password-reset screen: the ID number, the registered phone and the human check
 * buy a code to that phone, and only the code sets a new password, so nobody can force a reset
 * on a member (docs/security.md). The answer to the first step never says whether the ID number
 * is a member's, so neither does the screen.
 */
export function PasswordResetForm() {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const navigate = useNavigate();
  const send = useSendResetCode();
  const reset = useResetPasswordWithCode();
  const step = useSmsCodeStep<true>({
    isValidIdentifier: isValidTcknOrVkn,
    texts: { namespace: 'auth', prefix: 'reset' },
    send: ({ identifier, gsmNumber, altcha }) => send.mutateAsync({ userName: identifier, gsmNumber, altcha }),
    check: (request): Promise<true> => reset.mutateAsync({ userName: step.identifier, ...request }),
    onProved: () => {
      notify.toast(t('reset.done'), 'info');
      void navigate(paths.signIn);
    },
  });

  return (
    <>
      <SmsCodeStep
        step={step}
        ids={{ identifier: 'reset-national-id', identifierName: 'userName', gsm: 'reset-phone', code: 'reset-code' }}
        padding={{ xs: 0 }}
        labels={{ send: t('reset.send'), verify: t('reset.verify') }}
        undisclosed
        footer={
          <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
            {t('reset.home')}
          </Button>
        }
      />
      <LoadingOverlay open={step.busy !== null} />
    </>
  );
}
