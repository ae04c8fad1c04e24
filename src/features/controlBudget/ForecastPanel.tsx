// The budget forecast under the prices: period and site pickers, the stacked chart, the table,
// the types without a price, and the export (CSV or Excel, built by the API).
import { Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { loadCharts } from '../../engine/charts/BarChart';
import { useCompanies } from '../../providers/useSession';
import { ForecastChart } from './ForecastChart';
import { ForecastTable } from './ForecastTable';
import { exportForecast, fetchForecast, type Forecast } from './forecastApi';

const PERIODS = [3, 6, 12, 24, 36];

export const ForecastPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const [months, setMonths] = useState(12);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const [forecast, setForecast] = useState<Forecast | null>(null);
  // The chart library loads beside the forecast, not after it (engine/charts/BarChart).
  useState(() => void loadCharts());
  const factories = picked.map((s) => s.id);
  const key = factories.join(',');

  useEffect(() => {
    const abort = new AbortController();
    setForecast(null);
    fetchForecast({ months, factories: key ? key.split(',').map(Number) : [] }, abort.signal)
      .then(setForecast)
      .catch((error: Error) => { if (!abort.signal.aborted) notify(error.message || 'app.errors.unexpected', { type: 'error' }); });
    return () => abort.abort();
  }, [months, key, notify]);

  // Memoised: typing in the site picker does not draw the chart and table again.
  const views = useMemo(() => forecast && forecast.sites.length > 0 && (
    <>
      <ForecastChart forecast={forecast} />
      <ForecastTable forecast={forecast} />
    </>
  ), [forecast]);

  const download = (fileFormat: 'csv' | 'xlsx') => exportForecast({ months, factories }, fileFormat)
    .catch((error: Error) => notify(error.message || 'app.errors.unexpected', { type: 'error' }));

  return (
    <Card component="section" aria-labelledby="forecast-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="forecast-title" variant="h6" component="h2">{translate('app.budget.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.budget.intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField select size="small" label={translate('app.budget.months')} value={months}
            onChange={(e) => setMonths(Number(e.target.value))} sx={{ minWidth: 140 }}>
            {PERIODS.map((m) => <MenuItem key={m} value={m}>{translate('app.budget.months_option', { count: m })}</MenuItem>)}
          </TextField>
          <Autocomplete multiple size="small" options={sites} value={picked} getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id} onChange={(_, v) => setPicked(v)} sx={{ minWidth: 280, flex: 1 }}
            renderInput={(params) => <TextField {...params} label={translate('app.budget.sites')} />} />
          <Button variant="outlined" onClick={() => void download('csv')}>{translate('app.budget.export_csv')}</Button>
          <Button variant="outlined" onClick={() => void download('xlsx')}>{translate('app.budget.export_xlsx')}</Button>
        </Box>
        {!forecast && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} />{translate('app.budget.loading')}</Box>}
        {forecast && forecast.unpriced_types.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.budget.unpriced', { names: forecast.unpriced_types.map((u) => u.name).join(', ') })}
          </Alert>
        )}
        {forecast && forecast.sites.length === 0 && <Typography>{translate('app.budget.empty')}</Typography>}
        {views}
      </CardContent>
    </Card>
  );
};
