import { istanbulDate, meterStatuses } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { prepareUpload } from '../../../lib/files/prepare-upload';
import { useEnterReading, useUploadPhoto } from '../api/use-water-billing';
import { MeterFacts, type RouteItem } from './meter-facts';

type Status = (typeof meterStatuses)[keyof typeof meterStatuses];

/** The server refuses these until the reader sends the same reading again, confirmed (docs/domain/water.md). */
const confirmCodes = ['WATER_READING_BELOW_PREVIOUS', 'WATER_READING_UNUSUAL'];
const statusKeys = { 1: 'working', 2: 'notWorking', 3: 'noMeter' } as const;

/** One subscription of the route: its meter, and the reading form with large touch targets for a phone in the hand. */
export function ReadingCard({ item }: { item: RouteItem }) {
  const { t } = useTranslation('waterBilling');
  const enter = useEnterReading();
  const upload = useUploadPhoto();
  const [status, setStatus] = useState<Status>(meterStatuses.working);
  const [index, setIndex] = useState('');
  const [photo, setPhoto] = useState<{ file: File; fileOid?: number } | null>(null);
  const [problem, setProblem] = useState<{ text: string; field?: string; confirm: boolean } | null>(null);
  const headingId = `reading-${item.subscriptionOid}`;
  const doneToday = item.lastReadOn === istanbulDate(new Date());
  const busy = enter.isPending || upload.isPending;

  const save = async (confirmed: boolean) => {
    setProblem(null);
    try {
      let photoFileOid = photo?.fileOid;
      if (photo && photoFileOid === undefined) {
        const prepared = await prepareUpload(photo.file);
        photoFileOid = (await upload.mutateAsync({ request: { fileName: prepared.fileName, documentName: 'Sayaç fotoğrafı', contentBase64: prepared.contentBase64 } })).fileOid;
        setPhoto({ ...photo, fileOid: photoFileOid });
      }
      await enter.mutateAsync({
        subscriptionOid: item.subscriptionOid,
        meterStatus: status,
        ...(status === meterStatuses.working ? { meterIndex: Number(index) } : {}),
        ...(photoFileOid !== undefined ? { photoFileOid } : {}),
        confirmed,
      });
      setIndex('');
      setPhoto(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.fields?.meterIndex ?? error.fields?.photoFileOid;
      setProblem({ text: error.message, ...(field ? { field } : {}), confirm: error.code !== undefined && confirmCodes.includes(error.code) });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: doneToday ? 'success.main' : undefined }}>
      <MeterFacts item={item} headingId={headingId} doneToday={doneToday} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('route.subscriberNo', { no: item.subscriberNo })} sx={{ display: 'grid', gap: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={status}
          aria-label={t('route.status')}
          onChange={(_event, value: Status | null) => {
            if (value !== null) setStatus(value);
            setProblem(null);
          }}
          sx={{ '& .MuiToggleButton-root': { minHeight: 48, textTransform: 'none' } }}
        >
          {([1, 2, 3] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`route.${statusKeys[value]}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {status === meterStatuses.working && (
          <TextField
            id={`index-${item.subscriptionOid}`}
            label={t('route.index')}
            value={index}
            onChange={(event) => {
              setIndex(event.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
            required
            error={!!problem?.field}
            helperText={problem?.field}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: '1.25rem' } } }}
          />
        )}
        <Button component="label" variant="outlined" sx={{ minHeight: 48 }}>
          {photo ? t('route.photoChosen', { name: photo.file.name }) : t('route.photo')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            capture="environment"
            onChange={(event) => setPhoto(event.target.files?.[0] ? { file: event.target.files[0] } : null)}
          />
        </Button>
        {problem && (
          <Alert severity={problem.confirm ? 'warning' : 'error'} role="alert">
            {problem.text}
          </Alert>
        )}
        {problem?.confirm ? (
          <Button variant="contained" color="warning" size="large" disabled={busy} onClick={() => void save(true)} sx={{ minHeight: 48 }}>
            {t('route.confirm')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" size="large" disabled={busy || (status === meterStatuses.working && index === '')} sx={{ minHeight: 48 }}>
            {t('route.save')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
