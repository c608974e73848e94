import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download-file';
import { useResolution } from '../api/use-resolutions';
import { formatDate } from '../../../lib/i18n/format';

const sizeOf = (bytes: number) => `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/** The whole resolution: meeting, text, decision and its attachments to download. */
export function ResolutionDialog({ resolutionOid, onClose }: { resolutionOid: number | null; onClose(): void }) {
  const { t } = useTranslation('resolutions');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const resolution = useResolution(resolutionOid);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const r = resolution.data;
  const facts = r
    ? [
        [
          t('detail.meeting'),
          t('detail.meetingLine', { title: r.meeting.title, date: formatDate(r.meeting.meetingDate), time: r.meeting.meetingTime, kind: t(`detail.${r.meeting.sessionType}`) }),
        ],
        [t('detail.date'), formatDate(r.resolutionDate)],
        [t('detail.agendaItem'), String(r.agendaItemNo)],
        [t('detail.type'), r.resolutionTypeName],
        [t('detail.department'), r.department],
        [t('detail.vote'), r.voteResult],
        [t('detail.status'), r.status],
      ]
    : [];
  return (
    <Dialog open={resolutionOid !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="resolution-title">
      <DialogTitle id="resolution-title">{r ? `${t('resolutionNo', { no: r.resolutionNo })}: ${r.subject}` : t('detail.loading')}</DialogTitle>
      <DialogContent dividers>
        {resolution.isPending && <LinearProgress aria-label={t('detail.loading')} />}
        {resolution.isError && <Alert severity="error">{resolution.error.message}</Alert>}
        {r && (
          <Box sx={{ display: 'grid', gap: 2 }}>
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
            <section aria-labelledby="resolution-full-text">
              <Typography id="resolution-full-text" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('detail.fullText')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{r.fullText}</Typography>
            </section>
            <section aria-labelledby="resolution-decision">
              <Typography id="resolution-decision" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('detail.decision')}
              </Typography>
              <Typography>{r.decision}</Typography>
            </section>
            <section aria-labelledby="resolution-attachments">
              <Typography id="resolution-attachments" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('detail.attachments')}
              </Typography>
              {r.attachments.length === 0 && <Typography variant="body2">{t('detail.noAttachments')}</Typography>}
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {r.attachments.map((a) => (
                  <li key={a.fileOid}>
                    <Button
                      variant="outlined"
                      startIcon={<Download />}
                      onClick={() => {
                        setDownloadError(null);
                        downloadFile(a.fileOid, a.fileName).catch((e: Error) => setDownloadError(`${t('detail.downloadFailed')} ${e.message}`));
                      }}
                    >
                      {t('detail.download', { title: a.title })} ({sizeOf(a.size)})
                    </Button>
                  </li>
                ))}
              </Box>
              {downloadError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {downloadError}
                </Alert>
              )}
            </section>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
