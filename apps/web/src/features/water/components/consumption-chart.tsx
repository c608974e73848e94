import { BarChart } from '@mui/x-charts/BarChart';

/**
 * The bars of the consumption chart, in a chunk of its own: only /WaterDebts downloads the chart
 * library. The figure around it carries the text alternative and the table of the same numbers,
 * so the drawing itself is hidden from screen readers.
 */
export default function ConsumptionChart({ points, label }: { points: { period: string; m3: number }[]; label: string }) {
  return (
    <div aria-hidden="true">
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: points.map((p) => p.period), tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ label: 'm³', width: 48 }]}
        series={[{ data: points.map((p) => p.m3), label, color: '#1565c0' }]}
        hideLegend
        // The values are in the table beside the chart; a pointer tooltip would only cover the bill below.
        slotProps={{ tooltip: { trigger: 'none' } }}
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      />
    </div>
  );
}
