// The activity as tables: per month (a row per kind, a column per month, the total) and per site
// (a row per site, a column per kind). Wide tables scroll sideways on a desk and are
// keyboard-reachable; on a phone each row is a card (CardTable).
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { compactTableSx, stickyEndSx, stickyStartSx } from '../../engine/wideTable';
import { monthLabel, type ActivityReport } from './activityApi';

type Series = ActivityReport['series'][number];
type Site = ActivityReport['sites'][number] & { index: number };

export const ActivityMonthTable = ({ report }: { report: ActivityReport }) => {
  const translate = useTranslate();
  const label = translate('app.activityReport.table_months');
  const columns: CardColumn<Series>[] = [
    { key: 'kind', label: '', rowHeader: true, sx: stickyStartSx, cell: (s) => translate(`app.activityReport.series.${s.key}`) },
    ...report.months.map((m, i): CardColumn<Series> => ({ key: m, label: monthLabel(m), align: 'right', cell: (s) => s.per_month[i] })),
    { key: 'total', label: translate('app.activityReport.total'), align: 'right', sx: stickyEndSx,
      cell: (s) => <strong>{s.per_month.reduce((a, b) => a + b, 0)}</strong> },
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <CardTable wide rows={report.series} columns={columns} rowKey={(s) => s.key} label={label} tableSx={compactTableSx}
        rowProps={(s) => ({ 'data-series': s.key })} />
    </>
  );
};

export const ActivitySiteTable = ({ report }: { report: ActivityReport }) => {
  const translate = useTranslate();
  const label = translate('app.activityReport.table_sites');
  const sites: Site[] = report.sites.map((site, index) => ({ ...site, index }));
  const columns: CardColumn<Site>[] = [
    { key: 'site', label: translate('app.activityReport.site'), rowHeader: true, sx: stickyStartSx, cell: (site) => site.label },
    ...report.series.map((s): CardColumn<Site> => ({
      key: s.key, label: translate(`app.activityReport.series.${s.key}`), align: 'right', cell: (site) => s.per_site[site.index]?.count ?? 0,
    })),
  ];
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>{label}</Typography>
      <CardTable wide rows={sites} columns={columns} rowKey={(site) => site.factory} label={label} tableSx={compactTableSx} />
    </>
  );
};
