// The activity as tables: per month (a row per kind, a column per month, the total) and per site
// (a row per site, a column per kind). Wide tables scroll sideways and are keyboard-reachable.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { compactTableSx, stickyEndSx, stickyStartSx } from '../../engine/wideTable';
import { monthLabel, type ActivityReport } from './activityApi';

export const ActivityMonthTable = ({ report }: { report: ActivityReport }) => {
  const translate = useTranslate();
  const label = translate('app.activityReport.table_months');
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={compactTableSx}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={stickyStartSx} />
              {report.months.map((m) => <TableCell key={m} component="th" scope="col" align="right">{monthLabel(m)}</TableCell>)}
              <TableCell component="th" scope="col" align="right" sx={stickyEndSx}>{translate('app.activityReport.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.series.map((s) => (
              <TableRow key={s.key} data-series={s.key}>
                <TableCell component="th" scope="row" sx={stickyStartSx}>{translate(`app.activityReport.series.${s.key}`)}</TableCell>
                {s.per_month.map((n, i) => <TableCell key={report.months[i]} align="right">{n}</TableCell>)}
                <TableCell align="right" sx={stickyEndSx}><strong>{s.per_month.reduce((a, b) => a + b, 0)}</strong></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};

export const ActivitySiteTable = ({ report }: { report: ActivityReport }) => {
  const translate = useTranslate();
  const label = translate('app.activityReport.table_sites');
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={compactTableSx}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{translate('app.activityReport.site')}</TableCell>
              {report.series.map((s) => (
                <TableCell key={s.key} component="th" scope="col" align="right">{translate(`app.activityReport.series.${s.key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.sites.map((site, i) => (
              <TableRow key={site.factory}>
                <TableCell component="th" scope="row" sx={stickyStartSx}>{site.label}</TableCell>
                {report.series.map((s) => <TableCell key={s.key} align="right">{s.per_site[i]?.count ?? 0}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
