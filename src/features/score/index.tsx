// The conformity score at /score (spec §2).
import InsightsIcon from '@mui/icons-material/Insights';
import { Route } from 'react-router';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ScoreRoute } from './ScoreRoute';

export const scoreArea: ConsoleArea = {
  name: 'score',
  routes: [<Route key="score" path="/score" element={<ScoreRoute />} />],
  pages: { score: { area: 'conformityscorehistory' } },
  menu: [{ route: '/score', icon: InsightsIcon, label: 'app.menu.score', area: 'conformityscorehistory', position: MENU_POSITIONS.score }],
};
