// The dashboard a user lands on (spec §2: main by default, 'conformity' read as score), saved
// on the account as soon as it is chosen.
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSessionUser } from '../../providers/useSession';
import { updateProfile, type Dashboard } from './accountApi';
import { dashboardOf } from './profileRules';

const DASHBOARDS: Dashboard[] = ['main', 'score'];

export const DashboardSetting = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useSessionUser();
  const [pending, setPending] = useState(false);
  const current = dashboardOf(user?.profile_details?.preferred_dashboard);

  const change = async (value: Dashboard) => {
    if (value === current) return;
    setPending(true);
    try {
      await updateProfile({ preferred_dashboard: value });
      notify('app.account.saved', { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <TextField
      select
      label={translate('app.account.profile.preferred_dashboard')}
      value={current}
      disabled={pending}
      onChange={(e) => void change(e.target.value as Dashboard)}
      sx={{ minWidth: 240 }}
    >
      {DASHBOARDS.map((d) => (
        <MenuItem key={d} value={d}>
          {translate(`app.account.profile.dashboards.${d}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
