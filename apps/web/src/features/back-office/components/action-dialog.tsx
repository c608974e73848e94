import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { waterDocumentKinds } from '@ebelediye/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/form-fields/date-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ActionButton, ActionField, ActionValues } from '../action-buttons';
import type { ReplyTemplateChoice } from '../api/use-queue-choices';
import type { Option } from './queue-filter-bar';

interface ActionDialogProps {
  button: ActionButton;
  busy: boolean;
  error: ReactNode;
  /** The server's messages for fields it refused, shown on those fields. */
  serverErrors: ActionValues;
  colleagues: Option[];
  units: Option[];
  /** The social reductions a tariff reduction's approval may name. */
  reductions?: Option[];
  /** Reply templates of this action: choosing one puts its text in the field, for the clerk to add to. */
  templates: readonly ReplyTemplateChoice[];
  validate(values: ActionValues): ActionValues | null;
  onCancel(): void;
  onSubmit(values: ActionValues): void;
}

/** The fields a reply template fills: the text the citizen reads. */
const templateFields: readonly ActionField[] = ['answer', 'reason', 'note'];

/** A meter at the cut: working (its final index is read), not working, or missing (both billed on an estimate). */
const meterStatusOptions = ['1', '2', '3'] as const;

const multiline: Partial<Record<ActionField, number>> = { note: 3, optionalNote: 2, reason: 3, answer: 6, findings: 3 };

/** The documents a clerk asks for, as a comma-separated list of kinds. */
function DocumentKindsField({ value, error, onChange }: { value: string; error: string | undefined; onChange(value: string): void }) {
  const { t } = useTranslation('backOffice');
  const chosen = value.split(',').filter(Boolean);
  const toggle = (kind: string) => onChange((chosen.includes(kind) ? chosen.filter((k) => k !== kind) : [...chosen, kind]).join(','));
  return (
    <FormGroup role="group" aria-labelledby="action-documentKinds-label">
      <span id="action-documentKinds-label">{t('actions.fields.documentKinds')}</span>
      {Object.entries(waterDocumentKinds).map(([kind, { tr }]) => (
        <FormControlLabel key={kind} control={<Checkbox checked={chosen.includes(kind)} onChange={() => toggle(kind)} />} label={tr} />
      ))}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </FormGroup>
  );
}

/** A yes-or-no the clerk ticks ("yes" when ticked, empty when not). */
function TickField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div>
      <FormControlLabel control={<Checkbox checked={value === 'yes'} onChange={(event) => onChange(event.target.checked ? 'yes' : '')} />} label={label} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}

/** What an action needs typed or chosen, checked with the contract's own messages before it is sent. */
export function ActionDialog({ button, busy, error, serverErrors, colleagues, units, reductions = [], templates, validate, onCancel, onSubmit }: ActionDialogProps) {
  const { t } = useTranslation('backOffice');
  const [values, setValues] = useState<ActionValues>({});
  const [checked, setErrors] = useState<ActionValues>({});
  const errors = { ...serverErrors, ...checked };
  const title = t(`actions.${button.label}`);
  const submit = () => {
    const problems = validate(values);
    setErrors(problems ?? {});
    if (!problems) onSubmit(values);
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="action-dialog-title">
      <DialogTitle id="action-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {button.takeOverFrom && <Alert severity="warning">{t('actions.takeOverWarning', { name: button.takeOverFrom })}</Alert>}
        {button.fields.map((field) => {
          const set = (value: string) => setValues((v) => ({ ...v, [field]: value }));
          if (field === 'documentKinds') return <DocumentKindsField key={field} value={values[field] ?? ''} error={errors[field]} onChange={set} />;
          if (field === 'assignee' || field === 'unit' || field === 'meterStatus' || field === 'reductionCode') {
            const options =
              field === 'meterStatus'
                ? meterStatusOptions.map((value) => ({ value, label: t(`actions.fields.meterStatuses.${value}`) }))
                : field === 'unit'
                  ? units
                  : field === 'reductionCode'
                    ? reductions
                    : colleagues;
            return (
              <div key={field}>
                <NativeSelect
                  id={`action-${field}`}
                  label={t(`actions.fields.${field}`)}
                  value={values[field] ?? ''}
                  options={options}
                  emptyLabel={t(field === 'reductionCode' ? 'actions.fields.reductionByGround' : 'actions.fields.choose')}
                  onChange={set}
                />
                {errors[field] && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {errors[field]}
                  </Alert>
                )}
              </div>
            );
          }
          if ((field === 'finalIndex' || field === 'finalIndexChecked') && values.meterStatus !== '1') return null;
          if (field === 'finalIndexChecked') return <TickField key={field} label={t(`actions.fields.${field}`)} value={values[field] ?? ''} error={errors[field]} onChange={set} />;
          if (field === 'visitDate') {
            return (
              <DateField
                key={field}
                id={`action-${field}`}
                label={t(`actions.fields.${field}`)}
                value={values[field] ?? ''}
                onChange={set}
                required
                error={errors[field]}
                fullWidth
              />
            );
          }
          const offered = templates.length > 0 && templateFields.includes(field);
          const text = (
            <TextField
              key={field}
              id={`action-${field}`}
              label={t(`actions.fields.${field}`)}
              value={values[field] ?? ''}
              onChange={(event) => set(event.target.value)}
              multiline={multiline[field] !== undefined}
              minRows={multiline[field]}
              required={field !== 'optionalNote' && field !== 'correctedIndex'}
              {...(field === 'meterReading' || field === 'finalIndex' || field === 'correctedIndex' ? { type: 'number' } : {})}
              error={!!errors[field]}
              helperText={errors[field]}
              fullWidth
            />
          );
          if (!offered) return text;
          return (
            <div key={field} style={{ display: 'grid', gap: 16 }}>
              <NativeSelect
                id={`action-${field}-template`}
                label={t('actions.fields.template')}
                value=""
                options={templates.map((tpl, i) => ({ value: String(i), label: tpl.title }))}
                emptyLabel={t('actions.fields.templateChoose')}
                onChange={(chosen) => {
                  const tpl = templates[Number(chosen)];
                  if (tpl) set([tpl.body, (values[field] ?? '').trim()].filter(Boolean).join(' '));
                }}
              />
              {text}
            </div>
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color={button.tone === 'danger' ? 'secondary' : 'primary'} onClick={submit} disabled={busy}>
          {busy ? t('actions.sending') : button.takeOverFrom ? t('actions.confirmTakeOver') : t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
