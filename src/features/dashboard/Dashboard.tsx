// /dashboard: the greeting by first name, and a first summary (sections come with later screens).
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { useAccess, useSessionUser } from '../../providers/useSession';
import { SitesSummary } from './SitesSummary';

export const Dashboard = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const canSeeSites = useAccess('sites', 'list');
  return (
    <AccessGate resource="dashboard" action="list">
      <Title title="app.dashboard.title" />
      <Box sx={{ p: 2 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {translate('app.dashboard.greeting', { name: user?.first_name || user?.email || '' })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{canSeeSites && <SitesSummary />}</Box>
      </Box>
    </AccessGate>
  );
};
