import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { istanbulDate, type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../lib/csv';
import { fetchOperationFile } from '../../../lib/download-file';
import { FactList } from '../../../components/ui/fact-list';
import { useAppSetting } from '../../../lib/app-setting';

type Application = ResponseOf<'GetContractCancellationStatus'>;

/** The last day for the petition: the application's Istanbul date plus the days, as an ISO date. */
function addDays(createdAt: string, days: number): string {
  const [year, month, day] = istanbulDate(new Date(createdAt)).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const dateTime = formatDateAndTime;

/**
 * A cancellation application: what was asked, where it stands, each water line status with its
 * time and reason, and the petition to print and sign (by the phone given on it, or as its member).
 */
export function ApplicationDetail({ application, gsmNumber }: { application: Application; gsmNumber?: string }) {
  const { t, i18n } = useTranslation('water');
  // The petition is addressed to the municipality and signed on paper, so it stays Turkish (docs/domain/turkish-text.md, "PDFs").
  const english = i18n.language === 'en';
  const petitionDays = useAppSetting().waterCancellation.signedPetitionDays;
  const [petitionError, setPetitionError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const downloadPetition = () => {
    setPetitionError(null);
    setDownloading(true);
    fetchOperationFile('GetContractCancellationPetition', { trackingNumber: application.trackingNumber, ...(gsmNumber ? { gsmNumber } : {}) })
      .then((blob) => downloadBlob(`abonelik-iptal-dilekcesi-${application.trackingNumber}.pdf`, blob))
      .catch((error: Error) => setPetitionError(error.message))
      .finally(() => setDownloading(false));
  };
  const facts: [string, string][] = [
    [t('detail.kind'), application.applicationTypeName],
    [t('detail.subscriberNo'), application.subscriberNo],
    [t('detail.lineStatus'), application.waterLineStatusName],
    [t('detail.cuttingDate'), formatDate(application.waterLineCuttingDate)],
    [t('detail.returnType'), application.depositReturnTypeName],
    ...(application.maskedIban ? [[t('detail.iban'), application.maskedIban] as [string, string]] : []),
    ...(application.bankBranchName ? [[t('detail.branch'), application.bankBranchName] as [string, string]] : []),
    [t('detail.deposit'), formatMoney(application.depositAmount)],
    [t('detail.setOff'), formatMoney(application.setOffAmount)],
    [t('detail.refund'), formatMoney(application.refundAmount)],
    [t('detail.createdAt'), dateTime(application.createdAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} aria-live="polite">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="h3">
          {t('detail.title', { number: application.trackingNumber })}
        </Typography>
        <Chip label={t(`stage.${application.stage}`)} color={application.status === 'rejected' ? 'error' : application.status === 'completed' ? 'success' : 'info'} size="small" />
      </Box>
      <FactList facts={facts} />
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button variant="outlined" onClick={downloadPetition} disabled={downloading}>
          {t('detail.petition')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {petitionDays === null ? t('detail.petitionOnline') : t('detail.petitionHelp', { count: petitionDays, date: formatDate(addDays(application.createdAt, petitionDays)) })}
        </Typography>
        {english && (
          <Typography variant="body2" color="text.secondary">
            {t('detail.petitionTurkish')}
          </Typography>
        )}
        {petitionError && (
          <Alert severity="error" role="alert">
            {petitionError}
          </Alert>
        )}
      </Box>
      <Box>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('detail.steps')}
        </Typography>
        <List dense aria-label={t('detail.steps')}>
          {application.steps.map((s) => (
            <ListItem key={`${s.at}-${s.stage}`} disableGutters>
              <ListItemText primary={t(`stage.${s.stage}`)} secondary={dateTime(s.at)} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Box>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('detail.history')}
        </Typography>
        <List dense aria-label={t('detail.history')}>
          {application.history.map((h) => (
            <ListItem key={`${h.at}-${h.waterLineStatus}`} disableGutters>
              <ListItemText primary={`${dateTime(h.at)} — ${h.statusName}`} secondary={h.reason} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
