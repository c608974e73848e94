import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { numberLocale } from '../../lib/i18n/format';
import { flattenMenu } from '../../lib/menu/menu-items';
import { useMenu } from '../../lib/menu/use-menu';
import { layoutSizes } from '../../lib/layout-sizes';
import { assistant, messageToSend, REPLY_DELAY_MS, visitor, type ChatMessage } from './chat-messages';
import { ChatBubble } from './chat-bubble';
import { replyTo } from './chat-reply';

const clock = () => new Date().toLocaleTimeString(numberLocale(), { hour: '2-digit', minute: '2-digit' });

/** The help chat: 360 px wide, the full width minus 32 px under 450 px. */
export default function ChatPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('chat');
  const setting = useAppSetting();
  const menu = useMenu();
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const nextId = useRef(2);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 1, ...assistant, text: t('greeting'), time: clock() }]);
  const available = useMemo(() => new Set(flattenMenu(menu.data ?? []).map((e) => e.path)), [menu.data]);
  const listEnd = useRef<HTMLDivElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView; an effect must return nothing or a cleanup.
    void listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const send = (text: string) => {
    setMessages((m) => [...m, { id: nextId.current++, ...visitor, text, time: clock() }]);
    setDraft('');
    setTyping(true);
    timers.current.push(
      setTimeout(() => {
        const reply = replyTo(text, available, { MunicipalityWebsiteUrl: setting.MunicipalityWebsiteUrl, MayorInfoUrl: setting.MayorInfoUrl });
        setMessages((m) => [...m, { id: nextId.current++, ...assistant, text: reply.text, time: clock(), ...(reply.link ? { link: reply.link } : {}) }]);
        setTyping(false);
      }, REPLY_DELAY_MS),
    );
  };

  return (
    <Paper
      role="dialog"
      aria-label={t('title')}
      elevation={8}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1300,
        display: 'flex',
        flexDirection: 'column',
        height: 480,
        maxHeight: 'calc(100vh - 96px)',
        width: layoutSizes.chatWidth,
        [`@media (max-width:${layoutSizes.chatNarrowBreakpoint - 0.05}px)`]: { width: 'calc(100% - 32px)' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '8px 8px 0 0' }}>
        <Avatar src={setting.LogoUrl} alt="" sx={{ width: 32, height: 32, bgcolor: 'background.paper' }} />
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" sx={{ fontSize: 15, fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Typography sx={{ fontSize: 12 }}>{t('status')}</Typography>
        </Box>
        <IconButton color="inherit" aria-label={t('close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box role="log" aria-label={t('messages')} aria-live="polite" sx={{ flex: 1, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {messages.map((m) => (
          <ChatBubble key={m.id} message={m} />
        ))}
        {typing && (
          <Typography variant="caption" color="text.secondary">
            {t('typing')}
          </Typography>
        )}
        <div ref={listEnd} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            const text = messageToSend(e.key, e.shiftKey, draft);
            if (e.key === 'Enter' && !e.shiftKey) e.preventDefault();
            if (text) send(text);
          }}
          label={t('inputLabel')}
          placeholder={t('inputPlaceholder')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          autoFocus
        />
        <IconButton color="primary" aria-label={t('send')} disabled={!draft.trim()} onClick={() => draft.trim() && send(draft.trim())}>
          <Send />
        </IconButton>
      </Box>
    </Paper>
  );
}
