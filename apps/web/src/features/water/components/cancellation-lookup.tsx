import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { normalizeGsm } from '@ebelediye/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCancellationLookup } from '../api/use-water';
import { ApplicationDetail } from './application-detail';

/** The follow page: tracking number and the phone given on the application. */
export function CancellationLookup({ initialTrackingNumber = '', initialGsm = '' }: { initialTrackingNumber?: string; initialGsm?: string }) {
  const { t } = useTranslation('water');
  const [trackingNumber, setTrackingNumber] = useState(initialTrackingNumber);
  const [gsm, setGsm] = useState(initialGsm);
  const lookup = useCancellationLookup();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate({ trackingNumber, gsmNumber: normalizeGsm(gsm) ?? gsm });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'start' }}>
        <TextField
          id="lookup-tracking"
          label={t('lookup.trackingNumber')}
          helperText={t('lookup.trackingHelp')}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        <PhoneField id="lookup-gsm" name="gsm" label={t('lookup.gsm')} value={gsm} onChange={setGsm} />
        <SubmitButton busy={lookup.isPending} sx={{ mt: 1 }}>
          {t('lookup.submit')}
        </SubmitButton>
      </Box>
      {lookup.isError && (
        <Alert severity="warning" role="alert">
          {lookup.error.message}
        </Alert>
      )}
      {lookup.data && <ApplicationDetail application={lookup.data} gsmNumber={lookup.variables?.gsmNumber} />}
    </Box>
  );
}
