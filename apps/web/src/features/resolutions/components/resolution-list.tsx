import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';

type Item = ResponseOf<'GetResolutionList'>['items'][number];

/** One card per resolution: number, date, kind, subject and summary, and the way in. */
export function ResolutionList({ items, onOpen }: { items: Item[]; onOpen(resolutionOid: number): void }) {
  const { t } = useTranslation('resolutions');
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((r) => (
        <Card component="li" key={r.resolutionOid} variant="outlined">
          <CardContent sx={{ pb: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('resolutionNo', { no: r.resolutionNo })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(r.resolutionDate)}
              </Typography>
              <Chip size="small" label={r.resolutionTypeName} />
              {r.attachmentCount > 0 && <Chip size="small" variant="outlined" icon={<AttachFile />} label={t('attachments', { count: r.attachmentCount })} />}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{r.subject}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {r.summary}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {r.meetingTitle} · {r.voteResult}
            </Typography>
          </CardContent>
          <CardActions data-print="hide">
            <Button size="small" onClick={() => onOpen(r.resolutionOid)} aria-label={`${t('open')}: ${t('resolutionNo', { no: r.resolutionNo })}`}>
              {t('open')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
