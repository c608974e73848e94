import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSetReduction, useWaterTariffs } from '../api/use-water-billing';
import { FormDialog } from './form-dialog';

/** Gives, changes or removes a subscription's social reduction; the reason is kept in its history. */
export function ReductionDialog({ subscriptionOid, current, onClose }: { subscriptionOid: number; current: string | null; onClose(): void }) {
  const { t } = useTranslation('waterSubscription');
  const reductions = useWaterTariffs().data?.reductions ?? [];
  const save = useSetReduction();
  const [code, setCode] = useState(current ?? '');
  const [reason, setReason] = useState('');
  const options = [{ value: '', label: t('none') }, ...reductions.map((r) => ({ value: r.code, label: `${r.name} (${t('rate', { rate: r.rateBp / 100 })})` }))];
  return (
    <FormDialog
      id="reduction-dialog"
      title={t('changeReduction')}
      note={t('reductionNote')}
      submitLabel={t('saveReduction')}
      busy={save.isPending}
      onClose={onClose}
      submit={() => save.mutateAsync({ subscriptionOid, reductionCode: code === '' ? null : code, reason })}
    >
      {(refusal) => (
        <>
          <NativeSelect id="reduction-code" label={t('newReduction')} value={code} options={options} onChange={setCode} />
          <TextField
            id="reduction-reason"
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            error={!!refusal?.fields.reason}
            helperText={refusal?.fields.reason ?? t('reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
