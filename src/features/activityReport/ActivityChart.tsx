// The activity per month: one bar series per kind of activity (@mui/x-charts).
import { BarChart } from '../../engine/charts/BarChart';
import { useTranslate } from 'react-admin';
import { monthLabel, type ActivityReport } from './activityApi';

export const ActivityChart = ({ report }: { report: ActivityReport }) => {
  const translate = useTranslate();
  return (
    <figure aria-label={translate('app.activityReport.chart_label')} style={{ margin: 0 }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: report.months.map(monthLabel) }]}
        series={report.series.map((s) => ({ label: translate(`app.activityReport.series.${s.key}`), data: s.per_month }))}
      />
    </figure>
  );
};
