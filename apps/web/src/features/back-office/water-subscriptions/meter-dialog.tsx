import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useReplaceMeter } from '../api/use-water-billing';
import { FormDialog } from './form-dialog';

const digits = (value: string) => value.replace(/\D/g, '');
/** An empty index is sent as NaN, so the server names the field rather than the form guessing. */
const m3 = (value: string) => (value === '' ? Number.NaN : Number(value));

/** A meter replacement: the old meter's final index (or that it cannot be read) and the new meter's number and first index. */
export function MeterDialog({ subscriptionOid, onClose }: { subscriptionOid: number; onClose(): void }) {
  const { t } = useTranslation('waterSubscription');
  const replace = useReplaceMeter();
  const [finalIndex, setFinalIndex] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const [meterNo, setMeterNo] = useState('');
  const [startIndex, setStartIndex] = useState('');
  return (
    <FormDialog
      id="meter-dialog"
      title={t('replaceMeter')}
      note={t('meterNote')}
      submitLabel={t('saveMeter')}
      busy={replace.isPending}
      onClose={onClose}
      submit={() => {
        // An empty final index would read as "cannot be read": the clerk says so with the box instead.
        if (!unreadable && finalIndex === '') throw new ApiError(t('finalRequired'), 'error_server', 400, 'VALIDATION_FAILED', { oldMeterFinalIndex: t('finalRequired') });
        return replace.mutateAsync({ subscriptionOid, oldMeterFinalIndex: unreadable ? null : m3(finalIndex), newMeterNo: meterNo, newMeterStartIndex: m3(startIndex) });
      }}
    >
      {(refusal) => (
        <>
          <TextField
            id="meter-final"
            label={t('oldFinal')}
            value={finalIndex}
            disabled={unreadable}
            onChange={(event) => setFinalIndex(digits(event.target.value))}
            error={!!refusal?.fields.oldMeterFinalIndex}
            helperText={refusal?.fields.oldMeterFinalIndex}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormControlLabel control={<Checkbox checked={unreadable} onChange={(event) => setUnreadable(event.target.checked)} />} label={t('oldUnreadable')} />
          <TextField
            id="meter-new-no"
            label={t('newMeterNo')}
            value={meterNo}
            required
            onChange={(event) => setMeterNo(event.target.value)}
            error={!!refusal?.fields.newMeterNo}
            helperText={refusal?.fields.newMeterNo}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            id="meter-new-start"
            label={t('newStart')}
            value={startIndex}
            required
            onChange={(event) => setStartIndex(digits(event.target.value))}
            error={!!refusal?.fields.newMeterStartIndex}
            helperText={refusal?.fields.newMeterStartIndex}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </>
      )}
    </FormDialog>
  );
}
