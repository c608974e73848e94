import type { ResponseOf } from '@ebelediye/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';

type HistoryLine = ResponseOf<'GetBackOfficeComplaint'>['history'][number];

/** Every transition of the item, oldest first: when, what, who, from which status to which, and the note. */
export function HistoryList({ history, statusName }: { history: HistoryLine[]; statusName(status: string): string }) {
  const { t } = useTranslation('backOffice');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Typography id="history-title" component="h2" variant="h2">
        {t('detail.history')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('detail.noHistory')}
        </Typography>
      ) : (
        <List dense aria-label={t('detail.history')}>
          {history.map((line, index) => {
            const move = line.fromStatus !== line.toStatus && line.toStatus ? ` · ${line.fromStatus ? `${statusName(line.fromStatus)} → ` : ''}${statusName(line.toStatus)}` : '';
            return (
              <ListItem key={`${line.at}-${index}`} disableGutters divider={index < history.length - 1} sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={`${formatDateAndTime(line.at)} — ${line.actionName}${move}`}
                  secondary={
                    <>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {line.by ? line.by.name : t('detail.citizen')}
                      </Typography>
                      {line.note && (
                        <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap', color: 'text.primary' }}>
                          {line.note}
                        </Typography>
                      )}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
