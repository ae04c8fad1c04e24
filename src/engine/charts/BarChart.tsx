// @mui/x-charts' BarChart, loaded on first use: the library and its d3 parts (~1 MB of source)
// otherwise sat in the console's main chunk, parsed before the first row of /elements
// (tests/bench/results/console.md). While it loads, a box of the chart's height holds its place.
import { Suspense, lazy, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { BarChart as XBarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

const Lazy = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

export function BarChart(props: ComponentProps<typeof XBarChart>) {
  const translate = useTranslate();
  const height = typeof props.height === 'number' ? props.height : 300;
  return (
    <Suspense fallback={<Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}>
      <Lazy {...props} />
    </Suspense>
  );
}
