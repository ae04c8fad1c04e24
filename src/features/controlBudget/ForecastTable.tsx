// The forecast as a table: a row per site, a column per month, the totals.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { compactTableSx, stickyEndSx, stickyStartSx } from '../../engine/wideTable';
import { money, monthLabel, type Forecast } from './forecastApi';

export const ForecastTable = ({ forecast }: { forecast: Forecast }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const perMonth = forecast.months.map((_, i) => forecast.sites.reduce((x, s) => x + Math.round(s.per_month[i] * 100), 0) / 100);
  return (
    // A region that may scroll sideways (13 months): reachable with the keyboard (axe, RGAA).
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.budget.table_label')}>
      <Table size="small" aria-label={translate('app.budget.table_label')} sx={compactTableSx}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={stickyStartSx}>{translate('app.budget.site')}</TableCell>
            {forecast.months.map((m) => <TableCell key={m} component="th" scope="col" align="right">{monthLabel(m)}</TableCell>)}
            <TableCell component="th" scope="col" align="right" sx={stickyEndSx}>{translate('app.budget.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {forecast.sites.map((s) => (
            <TableRow key={s.factory}>
              <TableCell component="th" scope="row" sx={stickyStartSx}>{s.factory_name}</TableCell>
              {s.per_month.map((v, i) => <TableCell key={forecast.months[i]} align="right">{money(locale, v)}</TableCell>)}
              <TableCell align="right" sx={stickyEndSx}><strong>{money(locale, s.total)}</strong></TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={stickyStartSx}><strong>{translate('app.budget.total')}</strong></TableCell>
            {perMonth.map((v, i) => <TableCell key={forecast.months[i]} align="right"><strong>{money(locale, v)}</strong></TableCell>)}
            <TableCell align="right" sx={stickyEndSx}><strong>{money(locale, forecast.total)}</strong></TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
};
