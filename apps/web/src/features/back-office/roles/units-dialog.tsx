import { operations } from '@ebelediye/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './reason-field';
import { useBackOfficeLookups, useSetStaffUnits } from '../api/use-back-office';

interface UnitsDialogProps {
  holder: { userOid: number; name: string; unitCodes: string[] };
  onClose(outcome: { ok: boolean; text: string } | null): void;
}

/**
 * The units an employee works for (docs/architecture.md, "Units and routing"): her complaints
 * inbox and the forwarding SMS. The reason goes to the role audit, as a grant's does.
 */
export function UnitsDialog({ holder, onClose }: UnitsDialogProps) {
  const { t } = useTranslation('backOffice');
  const save = useSetStaffUnits();
  const units = useBackOfficeLookups().data?.units ?? [];
  const [chosen, setChosen] = useState(new Set(holder.unitCodes));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toggle = (code: string, on: boolean) => setChosen((before) => new Set(on ? [...before, code] : [...before].filter((c) => c !== code)));

  const submit = async () => {
    const body = { userOid: holder.userOid, unitCodes: [...chosen].sort(), reason };
    const checked = operations.SetBackOfficeStaffUnits.request.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(body);
      onClose({ ok: true, text: t('admin.unitsSaved', { name: holder.name }) });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : () => onClose(null)} fullWidth maxWidth="sm" aria-labelledby="units-title">
      <DialogTitle id="units-title">{t('admin.editUnitsOf', { name: holder.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" id="units-help">
          {t('admin.unitsHelp')}
        </Typography>
        <FormGroup aria-label={t('admin.units')} aria-describedby="units-help">
          {units.map((unit) => (
            <FormControlLabel
              key={unit.unitCode}
              label={unit.name}
              control={<Checkbox checked={chosen.has(unit.unitCode)} onChange={(event) => toggle(unit.unitCode, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        <ReasonField id="units-reason" value={reason} onChange={setReason} error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('admin.confirmUnits')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
