// The score per year (spec §2, §9): bars from the stored daily history, one per year, with the
// same numbers as a table for screen readers.
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { BarChart } from '../../engine/charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { scoreText, useScore, type ScoreHistory as History } from './scoreApi';

const SCREEN_READER_ONLY = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0,
  overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
} as const;

export const ScoreHistory = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useScore<History>('history');
  const years = data?.years ?? [];
  return (
    <Card component="section" aria-labelledby="score-history" sx={{ mt: 2 }} data-testid="score-history">
      <CardContent>
        <Typography id="score-history" variant="h6" component="h2">{translate('app.score.evolution')}</Typography>
        {isPending && <Box role="status"><CircularProgress size={20} aria-label={translate('app.score.loading')} /></Box>}
        {isError && <Alert severity="error">{translate('app.score.error')}</Alert>}
        {data && years.length === 0 && <Typography color="text.secondary">{translate('app.score.evolution_empty')}</Typography>}
        {years.length > 0 && (
          <>
            <figure aria-label={translate('app.score.chart_label')} style={{ margin: 0 }}>
              <BarChart height={260}
                xAxis={[{ scaleType: 'band', data: years.map((y) => String(y.year)) }]}
                yAxis={[{ min: 0, max: 100 }]}
                series={[{ label: translate('app.score.title'), data: years.map((y) => y.score),
                  valueFormatter: (v: number | null) => (v === null ? '—' : scoreText(locale, v)) }]} />
            </figure>
            {/* The chart's data for screen readers. The clipping box is a div: a table is never narrower
                than its content, and a hidden one 1,705 px wide made the page scroll sideways. */}
            <Box sx={SCREEN_READER_ONLY}>
              <table>
                <caption>{translate('app.score.chart_label')}</caption>
                <thead><tr><th scope="col">{translate('app.score.year')}</th><th scope="col">{translate('app.score.title')}</th></tr></thead>
                <tbody>{years.map((y) => <tr key={y.year}><td>{y.year}</td><td>{y.score === null ? '—' : scoreText(locale, y.score)}</td></tr>)}</tbody>
              </table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
