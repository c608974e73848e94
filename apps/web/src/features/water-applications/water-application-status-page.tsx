import { normalizeGsm, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PhoneField } from '../../components/ui/form-fields/phone-field';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStatusLookup } from './api/use-water-applications';
import { ApplicationCard } from './components/application-card';
import { MissingDocumentsWithCode } from './components/missing-documents-with-code';
import { registerWaterApplicationTexts } from './water-applications-texts';

registerWaterApplicationTexts();

/** /WaterApplicationStatus (open): an application's status and history by tracking number and the phone given on it. */
export default function WaterApplicationStatusPage() {
  const { t } = useTranslation('waterApplications');
  useDocumentTitle(t('status.title'));
  const lookup = useStatusLookup();
  const [trackingNumber, setTrackingNumber] = useState('');
  const [gsm, setGsm] = useState('');
  const [found, setFound] = useState<ResponseOf<'GetWaterApplicationStatus'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The phone the application was found with: the code for its missing documents goes to it.
  const [foundGsm, setFoundGsm] = useState('');
  const search = async () => {
    setProblem(null);
    setFound(null);
    const gsmNumber = normalizeGsm(gsm);
    if (!gsmNumber) return setProblem(t('form.gsmInvalid'));
    try {
      setFound(await lookup.mutateAsync({ trackingNumber, gsmNumber }));
      setFoundGsm(gsmNumber);
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('status.title')}
        </Typography>
        <Typography color="text.secondary">{t('status.intro')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('withCode.entry')}{' '}
          <Link component={RouterLink} to={paths.waterApplicationWithCode} underline="always">
            {t('withCode.entryLink')}
          </Link>
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          id="tracking-number"
          label={t('status.trackingNumber')}
          helperText={t('status.trackingHelp')}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          required
        />
        <PhoneField id="tracking-gsm" name="gsmNumber" label={t('status.gsm')} value={gsm} onChange={setGsm} required />
        <Box>
          <Button type="submit" variant="contained" disabled={lookup.isPending}>
            {t('status.search')}
          </Button>
        </Box>
      </Paper>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {found && (
        <ApplicationCard
          application={found}
          returnPath=""
          readOnly
          missingDocuments={<MissingDocumentsWithCode key={found.trackingNumber} application={found} gsmNumber={foundGsm} onAdded={setFound} />}
        />
      )}
    </Box>
  );
}
