// /dashboard (spec §2): the greeting (name and elements managed), then the four sections (to
// prepare, to validate, to wait, warning points) across the seven cycles, each number a link to
// its list. The URL takes page and tab (spec §9), and `branch` (issue 29) from the branch picker.
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { BranchPicker } from '../branches/BranchPicker';
import { Greeting } from './Greeting';
import { Sections } from './Sections';

export const Dashboard = () => (
  <AccessGate resource="dashboard" action="list">
    <Title title="app.dashboard.title" />
    <Box sx={{ p: 2 }}>
      <Box sx={{ mb: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box><Greeting /></Box>
        <BranchPicker />
      </Box>
      <Sections />
    </Box>
  </AccessGate>
);
