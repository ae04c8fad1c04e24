// The consumption shown: a chart per month (active elements as a line, pages as bars), the
// totals per month, and the detail of the last month per site, element type and regulation (on a
// phone, each row a card).
import { Box, Typography } from '@mui/material';
import { BarChart } from '../../engine/charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatNumber } from '../../providers/numbers';
import { monthLabel, totalsPerMonth, type ConsumptionRow } from './contractApi';

type Totals = ReturnType<typeof totalsPerMonth>;

export const ConsumptionChart = ({ totals }: { totals: Totals }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: number | null) => (v === null ? '' : formatNumber(locale, v));
  return (
    <figure aria-label={translate('app.contract.chart_label')} style={{ margin: 0 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: totals.map((t) => monthLabel(t.month)) }]}
        series={[
          { label: translate('app.contract.active_elements'), data: totals.map((t) => t.active_elements), valueFormatter: n },
          { label: translate('app.contract.pages'), data: totals.map((t) => t.pages), valueFormatter: n },
        ]}
      />
    </figure>
  );
};

export const ConsumptionMonthTable = ({ totals }: { totals: Totals }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = translate('app.contract.table_label');
  const columns: CardColumn<Totals[number]>[] = [
    { key: 'month', label: translate('app.contract.month'), rowHeader: true, cell: (t) => monthLabel(t.month) },
    { key: 'active', label: translate('app.contract.active_elements'), align: 'right', cell: (t) => formatNumber(locale, t.active_elements) },
    { key: 'pages', label: translate('app.contract.pages'), align: 'right', cell: (t) => formatNumber(locale, t.pages) },
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <CardTable wide rows={totals} columns={columns} rowKey={(t) => t.month} label={label} rowProps={(t) => ({ 'data-month': t.month })} />
    </Box>
  );
};

export const ConsumptionDetailTable = ({ month, rows }: { month: string; rows: ConsumptionRow[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const none = translate('app.contract.none');
  const label = `${translate('app.contract.table_label')} — ${monthLabel(month)}`;
  const shown = rows.filter((r) => r.month === month);
  if (!shown.length) return null;
  // Consumption per entity (spec §3): the site's branch, when the company has branches.
  const entities = rows.some((r) => r.entity !== null);
  const columns: CardColumn<ConsumptionRow>[] = [
    ...(entities ? [{ key: 'entity', label: translate('app.contract.entity'), cell: (r: ConsumptionRow) => r.entity_name ?? none }] : []),
    { key: 'site', label: translate('app.contract.site'), cell: (r) => r.factory_name ?? none },
    { key: 'element_type', label: translate('app.contract.element_type'), cell: (r) => r.element_type_name ?? none },
    { key: 'regulation', label: translate('app.contract.regulation'), cell: (r) => r.regulation_name ?? none },
    { key: 'active', label: translate('app.contract.active_elements'), align: 'right', cell: (r) => formatNumber(locale, r.active_elements) },
    { key: 'pages', label: translate('app.contract.pages'), align: 'right', cell: (r) => formatNumber(locale, r.pages) },
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <CardTable wide rows={shown} columns={columns} rowKey={(r) => `${r.factory}-${r.element_type}-${r.regulation}`} label={label} title="site" />
    </>
  );
};
