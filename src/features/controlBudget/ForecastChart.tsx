// The forecast as bars per month, stacked by site (@mui/x-charts).
import { BarChart } from '../../engine/charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { money, monthLabel, type Forecast } from './forecastApi';

export const ForecastChart = ({ forecast }: { forecast: Forecast }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <figure aria-label={translate('app.budget.chart_label')} style={{ margin: 0 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: forecast.months.map(monthLabel) }]}
        yAxis={[{ valueFormatter: (v: number | null) => money(locale, v ?? 0) , width: 90 }]}
        series={forecast.sites.map((s) => ({
          label: s.factory_name, data: s.per_month, stack: 'total', valueFormatter: (v: number | null) => money(locale, v ?? 0),
        }))}
      />
    </figure>
  );
};
