import { localName } from '../../../lib/i18n/local-name';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { complaintStatuses, type ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';

type Detail = ResponseOf<'GetComplaintRequestStatus'>;

export const dateTime = formatDateAndTime;

/** What was sent, and each status it has reached with its time. */
export function ComplaintDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation('complaints');
  const reached = new Map(detail.history.map((h) => [h.status, h]));
  const current = complaintStatuses.indexOf(detail.status);
  const facts = [
    [t('lookup.trackingNumber'), detail.trackingNumber],
    [t('detail.subject'), detail.subject],
    [t('detail.kind'), localName(detail.applicationTypeName, detail.applicationTypeNameEn)],
    [t('detail.category'), localName(detail.categoryName, detail.categoryNameEn)],
    [t('detail.createdAt'), dateTime(detail.createdAt)],
    [t('detail.attachments'), String(detail.attachmentCount)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} aria-live="polite">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {detail.answer && (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('detail.answer')}
          </Typography>
          <Typography>{detail.answer}</Typography>
        </Box>
      )}
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('detail.history')}
        </Typography>
        <Stepper orientation="vertical" activeStep={current}>
          {complaintStatuses.map((status) => {
            const step = reached.get(status);
            return (
              <Step key={status} completed={!!step}>
                <StepLabel optional={<Typography variant="caption">{step ? dateTime(step.at) : t('detail.notYet')}</Typography>}>{t(`status.${status}`)}</StepLabel>
                <StepContent>{step?.note && <Typography variant="body2">{localName(step.note, step.noteEn)}</Typography>}</StepContent>
              </Step>
            );
          })}
        </Stepper>
      </Box>
    </Paper>
  );
}
