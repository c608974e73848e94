import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import type { ApiError } from '../../../lib/api-error';
import { useStatusLookup } from '../api/use-complaints';
import { ComplaintDetail } from './complaint-detail';

/** The status of an application by its tracking number and the phone it was sent with. */
export function StatusLookup({ initialTrackingNumber = '' }: { initialTrackingNumber?: string }) {
  const { t } = useTranslation('complaints');
  const [trackingNumber, setTrackingNumber] = useState(initialTrackingNumber);
  const [gsm, setGsm] = useState('');
  const lookup = useStatusLookup();
  const fields = (lookup.error as ApiError | null)?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate({ trackingNumber, gsmNumber: gsm });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="form" role="search" aria-label={t('tabs.status')} noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          id="lookup-tracking"
          size="small"
          label={t('lookup.trackingNumber')}
          required
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          error={!!fields.trackingNumber}
          helperText={fields.trackingNumber ?? t('lookup.trackingHelp')}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
        />
        <Box sx={{ width: { xs: '100%', sm: 240 } }}>
          <PhoneField
            id="lookup-gsm"
            name="gsmNumber"
            size="small"
            label={t('lookup.gsm')}
            required
            value={gsm}
            onChange={setGsm}
            error={fields.gsmNumber}
            helperText={t('form.gsmHelp')}
          />
        </Box>
        <Button type="submit" variant="contained" startIcon={<Search />} disabled={lookup.isPending}>
          {lookup.isPending ? t('lookup.searching') : t('lookup.submit')}
        </Button>
      </Box>
      {lookup.isError && !(lookup.error as ApiError).fields && (
        <Alert severity="warning" role="alert">
          {lookup.error.message}
        </Alert>
      )}
      {lookup.data && <ComplaintDetail detail={lookup.data} />}
    </Box>
  );
}
