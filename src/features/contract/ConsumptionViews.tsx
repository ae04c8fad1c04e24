// The consumption shown: a chart per month (active elements as a line, pages as bars), the
// totals per month, and the detail of the last month per site, element type and regulation.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '../../engine/charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
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
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ mt: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{translate('app.contract.month')}</TableCell>
            <TableCell component="th" scope="col" align="right">{translate('app.contract.active_elements')}</TableCell>
            <TableCell component="th" scope="col" align="right">{translate('app.contract.pages')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((t) => (
            <TableRow key={t.month} data-month={t.month}>
              <TableCell component="th" scope="row">{monthLabel(t.month)}</TableCell>
              <TableCell align="right">{formatNumber(locale, t.active_elements)}</TableCell>
              <TableCell align="right">{formatNumber(locale, t.pages)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {entities && <TableCell component="th" scope="col">{translate('app.contract.entity')}</TableCell>}
              {(['site', 'element_type', 'regulation'] as const).map((k) => <TableCell key={k} component="th" scope="col">{translate(`app.contract.${k}`)}</TableCell>)}
              <TableCell component="th" scope="col" align="right">{translate('app.contract.active_elements')}</TableCell>
              <TableCell component="th" scope="col" align="right">{translate('app.contract.pages')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={`${r.factory}-${r.element_type}-${r.regulation}`}>
                {entities && <TableCell>{r.entity_name ?? none}</TableCell>}
                <TableCell>{r.factory_name ?? none}</TableCell>
                <TableCell>{r.element_type_name ?? none}</TableCell>
                <TableCell>{r.regulation_name ?? none}</TableCell>
                <TableCell align="right">{formatNumber(locale, r.active_elements)}</TableCell>
                <TableCell align="right">{formatNumber(locale, r.pages)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
