// Dashboards (issue 15): the main dashboard's greeting and seven cycles, the conformity score
// (cards, daily history with its job and demo years, improve, formula).
import { defineArea } from '../area';
import { seedScoreHistory } from './demo';
import { registerHistoryJob } from './job';
import { dashboardRoutes } from './routes';

export const dashboardsArea = defineArea({
  name: 'dashboards',
  routes: [dashboardRoutes],
  jobs: [registerHistoryJob],
  demoLast: seedScoreHistory,
});
