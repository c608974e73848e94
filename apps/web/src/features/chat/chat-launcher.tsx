import ChatIcon from '@mui/icons-material/Chat';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatTexts } from './chat-texts';

// The popup loads only when opened, so the home page's first load stays small.
const ChatPopup = lazy(() => import('./chat-popup'));

chatTexts.register();

/**
 * The chat opens from the top bar, not from a floating button: a floating button covered "Öde",
 * amounts and "Borç Ekranına Dön" on phones and desktops alike.
 */
export function ChatLauncher() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton color="inherit" aria-label={t('open')} title={t('open')} aria-expanded={open} onClick={() => setOpen(true)}>
        <ChatIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <ChatPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
