// The forecast as a table: a row per site, a column per month, the totals (on a phone, a card per
// site and one for the totals: CardTable).
import { useLocaleState, useTranslate } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { compactTableSx, stickyEndSx, stickyStartSx } from '../../engine/wideTable';
import { money, monthLabel, type Forecast } from './forecastApi';

interface Row { key: string; name: string; perMonth: number[]; total: number; bold?: boolean }

export const ForecastTable = ({ forecast }: { forecast: Forecast }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const perMonth = forecast.months.map((_, i) => forecast.sites.reduce((x, s) => x + Math.round(s.per_month[i] * 100), 0) / 100);
  const rows: Row[] = [
    ...forecast.sites.map((s) => ({ key: String(s.factory), name: s.factory_name, perMonth: s.per_month, total: s.total })),
    { key: 'total', name: translate('app.budget.total'), perMonth, total: forecast.total, bold: true },
  ];
  const strong = (row: Row, text: string) => (row.bold ? <strong>{text}</strong> : text);
  const columns: CardColumn<Row>[] = [
    { key: 'site', label: translate('app.budget.site'), rowHeader: true, sx: stickyStartSx, cell: (r) => strong(r, r.name) },
    ...forecast.months.map((m, i): CardColumn<Row> => ({ key: m, label: monthLabel(m), align: 'right', cell: (r) => strong(r, money(locale, r.perMonth[i])) })),
    { key: 'total', label: translate('app.budget.total'), align: 'right', sx: stickyEndSx, cell: (r) => <strong>{money(locale, r.total)}</strong> },
  ];
  return <CardTable wide rows={rows} columns={columns} rowKey={(r) => r.key} label={translate('app.budget.table_label')} tableSx={compactTableSx} />;
};
