import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/i18n/format';
import { useEnterOwnReading } from '../api/use-water';

type Readings = ResponseOf<'GetWaterMeterReadings'>;
const confirmCodes = ['WATER_READING_BELOW_PREVIOUS', 'WATER_READING_UNUSUAL'];

/** The subscriber's own reading, offered only on the days the server takes it; a reading far from the usual is sent again confirmed. */
export function OwnReading({ subscriptionOid, readings }: { subscriptionOid: number; readings: Readings }) {
  const { t } = useTranslation('waterBills');
  const enter = useEnterOwnReading();
  const [index, setIndex] = useState('');
  const [problem, setProblem] = useState<{ text: string; confirm: boolean } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const last = readings.readings.find((r) => r.meterIndex !== null);
  const window = readings.selfReading;
  const save = async (confirmed: boolean) => {
    setProblem(null);
    try {
      const answer = await enter.mutateAsync({ subscriptionOid, meterIndex: Number(index), confirmed });
      setSaved(answer.meterIndex);
      setIndex('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.fields?.meterIndex;
      setProblem({ text: field ? `${error.message} ${field}` : error.message, confirm: !!error.code && confirmCodes.includes(error.code) });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const headingId = `own-reading-${subscriptionOid}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('own.title')}
      </Typography>
      {last?.meterIndex != null && <Typography variant="body2">{t('own.lastIndex', { index: last.meterIndex, date: formatDate(last.readOn) })}</Typography>}
      {!window && <Typography color="text.secondary">{t('own.none')}</Typography>}
      {window && !window.openToday && <Typography color="text.secondary">{t('own.closed', { first: window.firstDay, last: window.lastDay })}</Typography>}
      {window?.openToday && (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            id={`own-index-${subscriptionOid}`}
            size="small"
            label={t('own.index')}
            value={index}
            onChange={(e) => {
              setIndex(e.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
            helperText={t('own.intro')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {problem?.confirm ? (
            <Button variant="contained" color="warning" disabled={enter.isPending} onClick={() => void save(true)}>
              {t('own.confirm')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={enter.isPending || index === ''}>
              {t('own.save')}
            </Button>
          )}
        </Box>
      )}
      {problem && (
        <Alert severity={problem.confirm ? 'warning' : 'error'} role="alert">
          {problem.text}
        </Alert>
      )}
      {saved !== null && (
        <Alert severity="success" role="status">
          {t('own.saved', { index: saved })}
        </Alert>
      )}
    </Box>
  );
}
