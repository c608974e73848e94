import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One block as typed: its upper limit in m³ (none for the last, open block) and its prices in TL. */
export type BlockRow = { limit: string; water: string; wastewater: string };

interface TariffBlockFieldsProps {
  index: number;
  block: BlockRow;
  last: boolean;
  onChange(change: Partial<BlockRow>): void;
  /** Null when this is the only block. */
  onRemove: (() => void) | null;
  fieldError(path: string): { error: boolean; helperText: string | undefined };
}

/** A block of the tariff being written: limit, water and wastewater price, and its removal. */
export function TariffBlockFields({ index: i, block, last, onChange, onRemove, fieldError }: TariffBlockFieldsProps) {
  const { t } = useTranslation('waterBilling');
  return (
    <Box
      role="group"
      aria-label={`${i + 1}. ${t('tariffs.block')}`}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      {last ? (
        <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, py: 1 }}>{`${i + 1}. ${t('tariffs.lastOpen')}`}</Typography>
      ) : (
        <TextField
          size="small"
          label={`${i + 1}. ${t('tariffs.limit')}`}
          value={block.limit}
          onChange={(e) => onChange({ limit: e.target.value.replace(/\D/g, '') })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          {...fieldError(`blocks.${i}.upperLimitM3`)}
        />
      )}
      <TextField
        size="small"
        label={`${i + 1}. ${t('tariffs.waterTl')}`}
        value={block.water}
        onChange={(e) => onChange({ water: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...fieldError(`blocks.${i}.waterPrice`)}
      />
      <TextField
        size="small"
        label={`${i + 1}. ${t('tariffs.wastewaterTl')}`}
        value={block.wastewater}
        onChange={(e) => onChange({ wastewater: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...fieldError(`blocks.${i}.wastewaterPrice`)}
      />
      <IconButton aria-label={t('tariffs.removeBlock', { no: i + 1 })} disabled={onRemove === null} onClick={() => onRemove?.()}>
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}
