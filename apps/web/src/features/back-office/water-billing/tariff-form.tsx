import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/i18n/format';
import { useAddTariff } from '../api/use-water-billing';
import { TariffBlockFields, type BlockRow } from './tariff-block-fields';

const types = ['G', 'Y', 'T', 'K', 'D'] as const;
const emptyBlock: BlockRow = { limit: '', water: '', wastewater: '' };

/** "22,50" TL as 2250 kuruş; anything else is NaN, which the server refuses on its field. */
export function kurusOf(text: string): number {
  const trimmed = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

/** A new tariff version from a future date: the blocks editor (the last block is open) and the server's field errors on their fields. */
export function TariffForm() {
  const { t } = useTranslation('waterBilling');
  const add = useAddTariff();
  const [type, setType] = useState<(typeof types)[number]>('G');
  const [from, setFrom] = useState('');
  const [fixed, setFixed] = useState('0');
  const [reconnection, setReconnection] = useState('0');
  const [ctv, setCtv] = useState(true);
  const [blocks, setBlocks] = useState<BlockRow[]>([{ ...emptyBlock }, { ...emptyBlock }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const setBlock = (i: number, change: Partial<BlockRow>) => setBlocks((rows) => rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      await add.mutateAsync({
        subscriberType: type,
        effectiveFrom: from,
        fixedCharge: kurusOf(fixed),
        reconnectionFee: kurusOf(reconnection),
        environmentTax: ctv,
        blocks: blocks.map((b, i) => ({
          upperLimitM3: i === blocks.length - 1 ? null : b.limit === '' ? Number.NaN : Number(b.limit),
          waterPrice: kurusOf(b.water),
          wastewaterPrice: kurusOf(b.wastewater),
        })),
      });
      setMessage({ ok: true, text: t('tariffs.saved', { type: t(`tariffs.types.${type}`), from: formatDate(from) }) });
      setBlocks([{ ...emptyBlock }, { ...emptyBlock }]);
      setFrom('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fields ?? {});
      setMessage({ ok: false, text: error.message });
    }
  };
  const fieldError = (path: string) => ({ error: !!errors[path], helperText: errors[path] });

  return (
    <Paper component="form" variant="outlined" noValidate aria-labelledby="tariff-form-title" onSubmit={(e) => void onSubmit(e)} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography id="tariff-form-title" component="h2" variant="h2">
        {t('tariffs.add')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <NativeSelect
          id="tariff-type"
          label={t('tariffs.subscriberType')}
          value={type}
          options={types.map((v) => ({ value: v, label: t(`tariffs.types.${v}`) }))}
          onChange={(v) => setType(v as typeof type)}
        />
        <TextField
          id="tariff-from"
          type="date"
          size="small"
          label={t('tariffs.effectiveFrom')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...fieldError('effectiveFrom')}
        />
        <TextField
          id="tariff-fixed"
          size="small"
          label={t('tariffs.fixedChargeTl')}
          value={fixed}
          onChange={(e) => setFixed(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldError('fixedCharge')}
        />
        <TextField
          id="tariff-reconnection"
          size="small"
          label={t('tariffs.reconnectionFeeTl')}
          value={reconnection}
          onChange={(e) => setReconnection(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldError('reconnectionFee')}
        />
      </Box>
      <FormControlLabel control={<Checkbox checked={ctv} onChange={(e) => setCtv(e.target.checked)} />} label={t('tariffs.applyCtv')} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('tariffs.blocks')}
        </Typography>
        {blocks.map((block, i) => (
          <TariffBlockFields
            key={i}
            index={i}
            block={block}
            last={i === blocks.length - 1}
            onChange={(change) => setBlock(i, change)}
            onRemove={blocks.length === 1 ? null : () => setBlocks((rows) => rows.filter((_, j) => j !== i))}
            fieldError={fieldError}
          />
        ))}
        {errors.blocks && <Typography color="error">{errors.blocks}</Typography>}
        <Box>
          <Button variant="outlined" disabled={blocks.length >= 6} onClick={() => setBlocks((rows) => [...rows, { ...emptyBlock }])}>
            {t('tariffs.addBlock')}
          </Button>
        </Box>
      </Box>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={add.isPending}>
          {t('tariffs.save')}
        </Button>
      </Box>
    </Paper>
  );
}
