import { operations, type ResponseOf } from '@ebelediye/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { ReasonField } from '../roles/reason-field';

type Routing = ResponseOf<'GetBackOfficeComplaintRouting'>;
type Category = Routing['categories'][number];

const FRONT_DESK = '';

/** Where one category's new complaints go, with the reason the audit keeps. */
export function RoutingDialog({ category, units, onClose }: { category: Category; units: Routing['units']; onClose(saved: string | null): void }) {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { categoryCode: string; unitCode: string | null; reason: string }) => callApi('SetBackOfficeComplaintRouting', body),
    onSuccess: (routing) => client.setQueryData(['GetBackOfficeComplaintRouting'], routing),
  });
  const [unitCode, setUnitCode] = useState(category.unitCode ?? FRONT_DESK);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const body = { categoryCode: category.categoryCode, unitCode: unitCode === FRONT_DESK ? null : unitCode, reason };
    const checked = operations.SetBackOfficeComplaintRouting.request.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(body);
      const unit = units.find((u) => u.unitCode === body.unitCode)?.name ?? t('complaintRouting.frontDesk');
      onClose(t('complaintRouting.saved', { category: category.name, unit }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : () => onClose(null)} fullWidth maxWidth="sm" aria-labelledby="routing-title">
      <DialogTitle id="routing-title">{t('complaintRouting.changeOf', { category: category.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          id="routing-unit"
          select
          label={t('complaintRouting.newUnit')}
          value={unitCode}
          onChange={(event) => setUnitCode(event.target.value)}
          slotProps={{ select: { native: true } }}
        >
          <option value={FRONT_DESK}>{t('complaintRouting.frontDesk')}</option>
          {units
            .filter((unit) => unit.unitCode !== 'BEYAZ_MASA')
            .map((unit) => (
              <option key={unit.unitCode} value={unit.unitCode}>
                {unit.name}
              </option>
            ))}
        </TextField>
        <ReasonField id="routing-reason" value={reason} onChange={setReason} error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('complaintRouting.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
