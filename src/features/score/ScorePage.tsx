// /score (spec §2): the conformity dashboard: six cards, the score per year, how to improve, and
// the formula. Rights: the conformityscorehistory area and the score in the user's dashboard
// access (the API enforces both; this mirrors them). The branch picker narrows every number.
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { useSessionUser } from '../../providers/useSession';
import { BranchPicker } from '../branches/BranchPicker';
import { FormulaDialog } from './FormulaDialog';
import { ImproveList } from './ImproveList';
import { ScoreCards } from './ScoreCards';
import { ScoreHistory } from './ScoreHistory';

const Score = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const granted = user?.dashboard_access ?? [];
  if (user?.role !== 'support' && !granted.includes('score') && !granted.includes('conformity')) return <ForbiddenPage />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="app.score.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">{translate('app.score.title')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <BranchPicker />
          <FormulaDialog />
        </Box>
      </Box>
      <ScoreCards />
      <ScoreHistory />
      <ImproveList />
    </Box>
  );
};

export const ScorePage = () => (
  <AccessGate resource="score" action="list">
    <Score />
  </AccessGate>
);
