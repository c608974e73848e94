import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { OptionRow } from './option-row';

/** The options as cards on a phone: every amount in view without sideways scrolling. */
export function OptionCards({ rows, onChoose }: { rows: OptionRow[]; onChoose(count: number): void }) {
  const { t } = useTranslation('restructuring');
  return (
    <Box component="ul" aria-labelledby="options-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.count}
          variant="outlined"
          data-testid="option-card"
          sx={{ p: 1.5, borderColor: row.selected ? 'primary.main' : 'divider', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {row.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {row.coefficient}
              </Typography>
            </Typography>
            <Button size="small" variant={row.selected ? 'contained' : 'outlined'} aria-pressed={row.selected} onClick={() => onChoose(row.count)}>
              {row.selected ? t('compare.shown') : t('compare.show')}
              <Box component="span" sx={visuallyHidden}>
                : {row.name}
              </Box>
            </Button>
          </Box>
          <Typography variant="body2">
            {t('compare.each')}: <strong>{row.each}</strong> · {t('compare.total')}: <strong>{row.total}</strong>
          </Typography>
          <Typography variant="body2" sx={{ color: row.savingPositive ? 'success.dark' : 'error.main' }}>
            {t('compare.saving')}: {row.saving}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('compare.lastDue')}: {row.lastDue}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
