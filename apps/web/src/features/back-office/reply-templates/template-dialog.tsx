import { operations, replyTemplateActions, type BackOfficeQueue, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/call-api';
import { NativeSelect } from '../../../components/ui/native-select';

type Template = ResponseOf<'GetBackOfficeReplyTemplates'>['items'][number];
type Draft = { queue: BackOfficeQueue; action: string; title: string; body: string; active: boolean };
type Errors = Partial<Record<keyof Draft, string>>;

const queuesWithTemplates = (Object.keys(replyTemplateActions) as BackOfficeQueue[]).filter((q) => replyTemplateActions[q].length > 0);

/** Adds a template, or changes one at the version read; the contract's messages on their fields, the server's refusal above them. */
export function TemplateDialog({ template, onClose, onSaved }: { template: Template | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(
    template
      ? { queue: template.queue, action: template.action, title: template.title, body: template.body, active: template.active }
      : { queue: 'complaints', action: 'reply', title: '', body: '', active: true },
  );
  const [errors, setErrors] = useState<Errors>({});
  const body = { ...(template ? { templateOid: template.templateOid, version: template.version } : {}), ...draft };
  const save = useMutation({
    mutationFn: () => callApi('SaveBackOfficeReplyTemplate', body as never),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['GetBackOfficeReplyTemplates'] });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
    },
  });
  const submit = () => {
    const checked = operations.SaveBackOfficeReplyTemplate.request.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])) as Errors);
      return;
    }
    setErrors({});
    save.mutate();
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const actions = replyTemplateActions[draft.queue] as readonly string[];
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="template-dialog-title">
      <DialogTitle id="template-dialog-title">{template ? t('replyTemplates.edit') : t('replyTemplates.add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
          <Alert severity="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        <NativeSelect
          id="template-queue"
          label={t('replyTemplates.queue')}
          value={draft.queue}
          options={queuesWithTemplates.map((q) => ({ value: q, label: t(`queue.${q}.title`) }))}
          onChange={(queue) => set({ queue: queue as BackOfficeQueue, action: replyTemplateActions[queue as BackOfficeQueue][0] ?? '' })}
        />
        <NativeSelect
          id="template-action"
          label={t('replyTemplates.action')}
          value={draft.action}
          options={actions.map((a) => ({ value: a, label: t(`replyTemplates.actions.${a}`) }))}
          onChange={(action) => set({ action })}
        />
        {errors.action && (
          <Alert severity="error" role="alert">
            {errors.action}
          </Alert>
        )}
        <TextField
          id="template-title"
          label={t('replyTemplates.titleField')}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          required
          error={!!errors.title}
          helperText={errors.title}
          fullWidth
        />
        <TextField
          id="template-body"
          label={t('replyTemplates.body')}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
          required
          multiline
          minRows={4}
          error={!!errors.body}
          helperText={errors.body}
          fullWidth
        />
        <FormControlLabel control={<Checkbox checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />} label={t('replyTemplates.active')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('replyTemplates.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('replyTemplates.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
