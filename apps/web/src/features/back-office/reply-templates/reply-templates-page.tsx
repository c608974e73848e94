import { replyTemplateActions, type BackOfficeQueue, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadFailed, Loading } from '../components/load-state';
import { TemplateDialog } from './template-dialog';

type Template = ResponseOf<'GetBackOfficeReplyTemplates'>['items'][number];

const queues = (Object.keys(replyTemplateActions) as BackOfficeQueue[]).filter((q) => replyTemplateActions[q].length > 0);

/** /yonetim/yanit-sablonlari (ADMIN): every reply template by queue, active or not, to add to and keep. */
export default function ReplyTemplatesPage() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('replyTemplates.title'));
  const templates = useQuery({ queryKey: ['GetBackOfficeReplyTemplates', 'all'], queryFn: ({ signal }) => callApi('GetBackOfficeReplyTemplates', {}, { signal }) });
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const items = templates.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('replyTemplates.title')}
      </Typography>
      <Typography color="text.secondary">{t('replyTemplates.intro')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('replyTemplates.add')}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" role="status">
          {t('replyTemplates.saved')}
        </Alert>
      )}
      {templates.isPending && <Loading />}
      {templates.isError && <LoadFailed error={templates.error} onRetry={() => void templates.refetch()} />}
      {templates.isSuccess &&
        queues.map((queue) => {
          const mine = items.filter((tpl) => tpl.queue === queue);
          return (
            <Box component="section" key={queue} aria-labelledby={`templates-${queue}`} sx={{ display: 'grid', gap: 1 }}>
              <Typography id={`templates-${queue}`} component="h2" variant="h2">
                {t(`queue.${queue}.title`)}
              </Typography>
              {mine.length === 0 && <Typography variant="body2">{t('replyTemplates.empty')}</Typography>}
              <Box component="ul" aria-labelledby={`templates-${queue}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {mine.map((tpl) => (
                  <Paper component="li" variant="outlined" key={tpl.templateOid} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {tpl.title}
                      </Typography>
                      <Chip size="small" variant="outlined" label={t(`replyTemplates.actions.${tpl.action}`)} />
                      {!tpl.active && <Chip size="small" label={t('replyTemplates.inactive')} />}
                      <Button size="small" onClick={() => setEditing(tpl)} aria-label={`${t('replyTemplates.edit')}: ${tpl.title}`} sx={{ ml: 'auto' }}>
                        {t('replyTemplates.edit')}
                      </Button>
                    </Box>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {tpl.body}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {tpl.updatedBy ? t('replyTemplates.updated', { at: formatDateAndTime(tpl.updatedAt), by: tpl.updatedBy }) : t('replyTemplates.portal')}
                    </Typography>
                  </Paper>
                ))}
              </Box>
            </Box>
          );
        })}
      {editing && (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
    </Box>
  );
}
