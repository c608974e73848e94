import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeRules, visibleNotices, type Notice, type NoticeKind } from './notification-queue';

function NoticeItem({ notice, onDismiss, onExited }: { notice: Notice; onDismiss(id: number): void; onExited(id: number): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), noticeRules[notice.kind].autoHideMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.kind, onDismiss]);
  return (
    <Collapse in={!notice.dismissed} appear onExited={() => onExited(notice.id)}>
      <Alert variant="filled" severity={notice.severity} onClose={() => onDismiss(notice.id)} closeText={t('close')} sx={{ mb: 1, minWidth: 280, maxWidth: 420, boxShadow: 3 }}>
        {notice.message}
      </Alert>
    </Collapse>
  );
}

const placement: Record<NoticeKind, object> = {
  toast: { top: 72, right: 16 },
  snackbar: { bottom: 16, left: 16 },
};

/** The two places notices show: toasts top right, snackbars bottom left. */
export default function NoticeStacks({ notices, onDismiss, onExited }: { notices: Notice[]; onDismiss(id: number): void; onExited(id: number): void }) {
  return (
    <>
      {(['toast', 'snackbar'] as const).map((kind) => (
        <Box key={kind} role="status" aria-live="polite" sx={{ position: 'fixed', zIndex: 1400, ...placement[kind] }}>
          {visibleNotices(notices, kind).map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} onExited={onExited} />
          ))}
        </Box>
      ))}
    </>
  );
}
