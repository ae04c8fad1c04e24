// /dashboard: the greeting (name and elements managed), and a first summary (sections come with
// later screens).
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { useAccess } from '../../providers/useSession';
import { Greeting } from './Greeting';
import { SitesSummary } from './SitesSummary';

export const Dashboard = () => {
  const canSeeSites = useAccess('sites', 'list');
  return (
    <AccessGate resource="dashboard" action="list">
      <Title title="app.dashboard.title" />
      <Box sx={{ p: 2 }}>
        <Box sx={{ mb: 3 }}>
          <Greeting />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{canSeeSites && <SitesSummary />}</Box>
      </Box>
    </AccessGate>
  );
};
