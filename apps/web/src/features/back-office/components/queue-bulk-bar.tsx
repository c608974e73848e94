import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { callApi } from '../../../lib/call-api';
import type { Option } from './queue-filter-bar';

export type BulkName = 'ActOnBackOfficeComplaintsInBulk';
type Outcome = ResponseOf<BulkName>['outcomes'][number];

/** A reason the citizen reads is at least 20 characters, as the contract's citizenReason says. */
const REASON_MIN = 20;

interface QueueBulkBarProps {
  name: BulkName;
  listName: string;
  /** The chosen items with the version each had on screen. */
  selected: { oid: number; version: number; label: string }[];
  colleagues: Option[];
  /** Whether the queue's machine has a closing move that needs only a reason. */
  canClose: boolean;
  onDone(): void;
}

/**
 * "Seçilenleri ata" and "Seçilenleri kapat": one request, each item through the queue's own action
 * on the server in a transaction of its own, and the answer per item shown (docs/architecture.md).
 */
export function QueueBulkBar({ name, listName, selected, colleagues, canClose, onDone }: QueueBulkBarProps) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'assign' | 'close' | null>(null);
  const [assignee, setAssignee] = useState('me');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<(Outcome & { label: string })[] | null>(null);
  const [failed, setFailed] = useState(false);

  async function send() {
    if (open === 'close' && reason.trim().length < REASON_MIN) {
      setReasonError(t('bulk.reasonMin', { count: REASON_MIN }));
      return;
    }
    const action =
      open === 'close' ? { kind: 'close' as const, reason: reason.trim() } : { kind: 'assign' as const, ...(assignee === 'me' ? {} : { assigneeUserOid: Number(assignee) }) };
    setBusy(true);
    try {
      const answer = await callApi(name, { items: selected.map(({ oid, version }) => ({ oid, version })), action });
      setOutcomes(answer.outcomes.map((o) => ({ ...o, label: selected.find((s) => s.oid === o.oid)?.label ?? String(o.oid) })));
      setOpen(null);
      setReason('');
      onDone();
      await queryClient.invalidateQueries({ queryKey: [listName] });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const done = outcomes?.filter((o) => o.done).length ?? 0;
  return (
    <Box data-print="hide" sx={{ display: 'grid', gap: 1 }}>
      <Box role="group" aria-label={t('bulk.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          {t('bulk.selected', { count: selected.length })}
        </Typography>
        <Button variant="contained" disabled={selected.length === 0} onClick={() => setOpen('assign')}>
          {t('bulk.assign')}
        </Button>
        {canClose && (
          <Button variant="outlined" disabled={selected.length === 0} onClick={() => setOpen('close')}>
            {t('bulk.close')}
          </Button>
        )}
      </Box>
      {outcomes && (
        <Alert severity={done === outcomes.length ? 'success' : 'warning'} onClose={() => setOutcomes(null)}>
          {t('bulk.result', { done, count: outcomes.length })}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcomes.map((o) => (
              <li key={o.oid}>{o.done ? t('bulk.itemDone', { label: o.label }) : t('bulk.itemRefused', { label: o.label, reason: o.message ?? '' })}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} aria-labelledby="bulk-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="bulk-dialog-title">{open === 'close' ? t('bulk.closeTitle', { count: selected.length }) : t('bulk.assignTitle', { count: selected.length })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failed && <Alert severity="error">{t('bulk.failed')}</Alert>}
          {open === 'assign' && (
            <NativeSelect
              id="bulk-assignee"
              label={t('bulk.assignee')}
              value={assignee}
              options={[{ value: 'me', label: t('bulk.toMe') }, ...colleagues]}
              onChange={(value) => setAssignee(String(value))}
            />
          )}
          {open === 'close' && (
            <TextField
              id="bulk-reason"
              label={t('bulk.reason')}
              multiline
              minRows={3}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError('');
              }}
              error={reasonError !== ''}
              helperText={reasonError || t('bulk.reasonHint', { count: REASON_MIN })}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('bulk.cancel')}</Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy}>
            {open === 'close' ? t('bulk.close') : t('bulk.assign')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
