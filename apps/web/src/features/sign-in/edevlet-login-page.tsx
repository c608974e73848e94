import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { ErrorDialog } from '../../components/ui/form-fields/error-dialog';
import { ApiError } from '../../lib/api-error';
import { useAppSetting } from '../../lib/app-setting';
import { useAuth } from '../../lib/auth/auth-context';
import { takeWantedAddress } from '../../lib/auth/wanted-address';
import { useNotify } from '../../lib/notifications/notification-context';
import { session } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { completeEdevletLogin } from './api/complete-edevlet-login';
import { registerAuthTexts } from './auth-texts';
import { authorizationAddress, randomState, redirectAddress } from './edevlet/authorization-address';

registerAuthTexts();

/** The reload after an e-Devlet sign-in waits this long. */
const RELOAD_AFTER_MS = 500;

/**
 * /e-devlet-girisi and /index_edevlet_girisi: without an answer the citizen goes at once to
 * the e-Devlet authorization page; with the answer (code and state) the sign-in is finished.
 */
export default function EdevletLoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('edevlet.title'));
  const setting = useAppSetting();
  const { login } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const query = new URLSearchParams(search);
  const answered = query.has('code') || query.has('error');

  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A page left before the reload (a test's end, a closed tab) does not reload afterwards.
  useEffect(() => () => clearTimeout(reload.current), []);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const origin = window.location.origin;
    if (setting.IsEDevletLoginDisable) return setFailure(t('edevlet.failed'));
    if (!answered) {
      const state = randomState();
      session.setEdevletState(state);
      return window.location.replace(authorizationAddress(setting, origin, state));
    }
    const code = query.get('code');
    const expectedState = session.takeEdevletState();
    if (!code || !expectedState || query.get('state') !== expectedState) return setFailure(t('edevlet.failed'));
    completeEdevletLogin(code, redirectAddress(setting, origin), login).then(
      (outcome) => {
        if (outcome === 'no-registry') {
          notify.toast(t('edevlet.noRegistry'), 'error');
          return void navigate(paths.home, { replace: true });
        }
        const target = takeWantedAddress('');
        reload.current = setTimeout(() => window.location.replace(target), RELOAD_AFTER_MS);
      },
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'REGISTRY_NOT_FOUND') {
          notify.toast(t('edevlet.noRegistry'), 'error');
          return void navigate(paths.home, { replace: true });
        }
        setFailure(code === 'EDEVLET_INVALID_TOKEN' ? t('edevlet.invalidToken') : t('edevlet.failed'));
      },
    );
    // Runs once per visit: the answer's code can be spent only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 3, justifyItems: 'center', textAlign: 'center', py: 2 }}>
      <Typography variant="h1" component="h1">
        {t('edevlet.title')}
      </Typography>
      {!failure && (
        <>
          <CircularProgress aria-hidden />
          <Typography role="status">{answered ? t('edevlet.working') : t('edevlet.redirecting')}</Typography>
        </>
      )}
      <ErrorDialog message={failure} onClose={() => void navigate(paths.home, { replace: true })} />
    </Box>
  );
}
