import ChatIcon from '@mui/icons-material/Chat';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatTexts } from './chat-texts';

// The popup loads only when opened, so the home page's first load stays small.
const ChatPopup = lazy(() => import('./chat-popup'));

chatTexts.register();

export function ChatLauncher() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <>
      {!open && (
        <Fab color="primary" aria-label={t('open')} onClick={() => setOpen(true)} sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200 }}>
          <ChatIcon />
        </Fab>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
