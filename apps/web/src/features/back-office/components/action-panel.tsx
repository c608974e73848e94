import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { serverFieldErrors, type ActionButton, type ActionValues } from '../action-buttons';
import type { ReplyTemplateChoice } from '../api/use-queue-choices';
import { ActionDialog } from './action-dialog';
import type { Option } from './queue-filter-bar';

interface ActionPanelProps {
  buttons: ActionButton[];
  /** Checks what was typed against the contract; the field messages, or null when it can be sent. */
  validate(button: ActionButton, values: ActionValues): ActionValues | null;
  run(button: ActionButton, values: ActionValues): Promise<unknown>;
  colleagues: Option[];
  units: Option[];
  /** The social reductions a tariff reduction's approval may name. */
  reductions?: Option[];
  /** The queue's reply templates; the dialog offers those of its action. */
  templates?: readonly ReplyTemplateChoice[];
  /** A note above the buttons (e.g. the four-eyes rule). */
  notice?: ReactNode;
  /** The item's history, to say what a colleague changed when an action meets a conflict. */
  history: readonly HistoryLine[];
}

interface HistoryLine {
  at: string;
  actionName: string;
  by: { name: string } | null;
}

type Outcome = { ok: true } | { ok: false; message: string; reloaded: boolean; fields: ActionValues; seen: number };

/**
 * The actions the item's state allows, as buttons. A refusal shows the server's Turkish
 * message and keeps the dialog open with what the clerk typed: the server's field messages on
 * their fields, and after a conflict (another clerk moved the item, which is read again) what
 * that colleague did, so the text can be checked and sent again.
 */
export function ActionPanel({ buttons, validate, run, colleagues, units, reductions, notice, history, templates = [] }: ActionPanelProps) {
  const { t } = useTranslation('backOffice');
  const [open, setOpen] = useState<ActionButton | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const changes = outcome && !outcome.ok && outcome.reloaded ? history.slice(outcome.seen) : [];

  const send = async (button: ActionButton, values: ActionValues) => {
    setBusy(true);
    setOutcome(null);
    try {
      await run(button, values);
      setOutcome({ ok: true });
      setOpen(null);
    } catch (error) {
      const status = error instanceof ApiError ? error.httpStatus : 0;
      const fields = error instanceof ApiError && error.fields ? serverFieldErrors(button, error.fields) : {};
      setOutcome({ ok: false, message: (error as Error).message, reloaded: status === 409 || status === 422, fields, seen: history.length });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="actions-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="actions-title" component="h2" variant="h2">
        {t('detail.actions')}
      </Typography>
      {outcome?.ok && (
        <Alert severity="success" role="status">
          {t('detail.saved')}
        </Alert>
      )}
      {outcome && !outcome.ok && !open && (
        <Alert severity="error" role="alert">
          {outcome.message}
          {outcome.reloaded && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {t('detail.reloaded')}
            </Box>
          )}
          <ChangesSince changes={changes} />
        </Alert>
      )}
      {notice}
      {buttons.length === 0 ? (
        <Typography variant="body2">{t('detail.noActions')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {buttons.map((button) => (
            <Button
              key={button.id}
              variant={button.tone === 'neutral' ? 'outlined' : 'contained'}
              color={button.tone === 'danger' ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                if (button.fields.length === 0 && !button.takeOverFrom) void send(button, {});
                else setOpen(button);
              }}
            >
              {t(`actions.${button.label}`)}
            </Button>
          ))}
        </Box>
      )}
      {open && (
        <ActionDialog
          button={open}
          busy={busy}
          error={
            outcome && !outcome.ok ? (
              <>
                {outcome.message}
                {outcome.reloaded && (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    {t('detail.keptText')}
                  </Box>
                )}
                <ChangesSince changes={changes} />
              </>
            ) : null
          }
          serverErrors={outcome && !outcome.ok ? outcome.fields : {}}
          colleagues={colleagues}
          units={units}
          {...(reductions ? { reductions } : {})}
          templates={templates.filter((tpl) => tpl.action === open.kind)}
          validate={(values) => validate(open, values)}
          onCancel={() => setOpen(null)}
          onSubmit={(values) => void send(open, values)}
        />
      )}
    </Paper>
  );
}

/** What colleagues did to the item since the clerk loaded it: who, what, when. */
function ChangesSince({ changes }: { changes: readonly HistoryLine[] }) {
  const { t } = useTranslation('backOffice');
  if (changes.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('detail.changedMeanwhile')} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {changes.map((c) => (
        <li key={`${c.at}-${c.actionName}`}>{t('detail.changedBy', { name: c.by?.name ?? t('detail.system'), action: c.actionName, at: formatDateAndTime(c.at) })}</li>
      ))}
    </Box>
  );
}
