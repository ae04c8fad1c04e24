// /user/contrat/consommation: the consumption per month (period, site and branch filters, chart,
// tables) and its export (CSV or Excel, built by the API). The branch (spec §3 "Consumption per
// entity") is kept in the URL like the lists' filter; the detail table shows each site's branch.
import { Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { useAccess, useCompanies } from '../../providers/useSession';
import { BranchPicker, useBranchParam } from '../branches/BranchPicker';
import { ContractTabs } from './ContractTabs';
import { ConsumptionChart, ConsumptionDetailTable, ConsumptionMonthTable } from './ConsumptionViews';
import { consumptionQuery, defaultWindow, exportConsumption, monthsBetween, totalsPerMonth } from './contractApi';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const ConsumptionPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const allowed = useAccess('consumption', 'list');
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const [range, setRange] = useState(defaultWindow);
  const [picked, setPicked] = useState<{ id: number; name: string }[]>([]);
  const branch = useBranchParam();
  const key = picked.map((s) => s.id).join(',');
  const valid = MONTH.test(range.from) && MONTH.test(range.to) && range.from <= range.to;
  const factories = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const { data, error: failure } = useQuery({ ...consumptionQuery({ ...range, factories, branch }), enabled: allowed && valid });
  const error = failure ? failure.message || 'app.errors.unexpected' : null;

  const months = useMemo(() => (valid ? monthsBetween(range.from, range.to) : []), [range, valid]);
  const totals = useMemo(() => totalsPerMonth(months, data?.rows ?? []), [months, data]);
  // Memoised: typing in the pickers does not draw the chart and tables again.
  const views = useMemo(() => data && data.rows.length > 0 && (
    <>
      <ConsumptionChart totals={totals} />
      <ConsumptionMonthTable totals={totals} />
      <ConsumptionDetailTable month={range.to} rows={data.rows} />
    </>
  ), [data, totals, range.to]);
  if (!allowed) return <ForbiddenPage />;

  const download = (fileFormat: 'csv' | 'xlsx') => exportConsumption({ ...range, factories: picked.map((s) => s.id), branch }, fileFormat)
    .catch((e: Error) => notify(e.message || 'app.errors.unexpected', { type: 'error' }));

  return (
    <Card component="section" aria-labelledby="consumption-title" sx={{ mt: 2 }}>
      <Title title={translate('app.contract.consumption_title')} />
      <CardContent>
        <ContractTabs current="consumption" />
        <Typography id="consumption-title" variant="h5" component="h1">{translate('app.contract.consumption_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.contract.consumption_intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField type="month" size="small" label={translate('app.contract.month_gte')} name="month_gte" value={range.from}
            onChange={(e) => setRange((w) => ({ ...w, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="month" size="small" label={translate('app.contract.month_lte')} name="month_lte" value={range.to}
            onChange={(e) => setRange((w) => ({ ...w, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
          <Autocomplete multiple size="small" options={sites} value={picked} getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id} onChange={(_, v) => setPicked(v)} sx={{ minWidth: 260, flex: 1 }}
            renderInput={(params) => <TextField {...params} label={translate('app.contract.sites')} />} />
          <BranchPicker />
          <Button variant="outlined" disabled={!valid} onClick={() => void download('csv')}>{translate('app.contract.export_csv')}</Button>
          <Button variant="outlined" disabled={!valid} onClick={() => void download('xlsx')}>{translate('app.contract.export_xlsx')}</Button>
        </Box>
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        {valid && !data && !error && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} />{translate('app.contract.loading')}</Box>}
        {data && data.rows.length === 0 && <Typography>{translate('app.contract.empty')}</Typography>}
        {views}
      </CardContent>
    </Card>
  );
};
