// @mui/x-charts' BarChart, loaded on first use: the library and its d3 parts (~1 MB of source)
// otherwise sat in the console's main chunk, parsed before the first row of /elements
// (tests/bench/results/console.md). While it loads, a box of the chart's height holds its place.
// A chart screen's route calls `loadCharts()` as it starts, beside its page chunk and its data:
// once the module is in, the chart renders at once, with no Suspense of its own (React shows a
// boundary's content no sooner than 300 ms after its fallback: a second spinner cost that much).
// No animation: the bars' entry transition kept the main thread busy while the screen appeared.
import { Suspense, lazy, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BarChart as XBarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

type Charts = typeof import('@mui/x-charts/BarChart');
let charts: Charts | null = null;
let loading: Promise<Charts> | null = null;

/** Starts loading the chart library (once); resolves with it. */
export const loadCharts = () => {
  loading ??= import('@mui/x-charts/BarChart').then((m) => (charts = m));
  return loading;
};

const Lazy = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));

export function BarChart(props: ComponentProps<typeof XBarChart>) {
  const translate = useTranslate();
  if (charts) return <charts.BarChart skipAnimation {...props} />;
  const height = typeof props.height === 'number' ? props.height : 300;
  return (
    <Suspense fallback={<Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}>
      <Lazy skipAnimation {...props} />
    </Suspense>
  );
}
