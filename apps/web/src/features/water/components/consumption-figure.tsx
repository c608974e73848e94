import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const ConsumptionChart = lazy(() => import('./consumption-chart'));

/** The consumption of a subscription's periods as a chart, a sentence that says what it shows, and the same numbers as a table. */
export function ConsumptionFigure({ points, id }: { points: { period: string; m3: number }[]; id: string }) {
  const { t } = useTranslation('waterBills');
  const min = points.reduce((a, b) => (b.m3 < a.m3 ? b : a));
  const max = points.reduce((a, b) => (b.m3 > a.m3 ? b : a));
  const last = points.at(-1)!;
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} sx={{ m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('chart.title')}
      </Typography>
      <Typography id={`${id}-text`} component="figcaption" variant="body2" color="text.secondary">
        {t('chart.description', { count: points.length, min: min.m3, minPeriod: min.period, max: max.m3, maxPeriod: max.period, last: last.m3 })}
      </Typography>
      <Suspense fallback={<Typography variant="body2">{t('chart.loading')}</Typography>}>
        <ConsumptionChart points={points} label={t('chart.m3')} />
      </Suspense>
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMore />}>{t('chart.show')}</AccordionSummary>
        <AccordionDetails sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('chart.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('chart.period')}</TableCell>
                <TableCell align="right">{t('chart.m3')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((p) => (
                <TableRow key={p.period}>
                  <TableCell component="th" scope="row">
                    {p.period}
                  </TableCell>
                  <TableCell align="right">{p.m3}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
