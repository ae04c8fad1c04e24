// Users and teams share one menu entry: tabs switch between the two lists.
import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { referenceResource } from '../../providers/resourceMap';
import { useAccess } from '../../providers/useSession';

export const UsersTeamsTabs = ({ current }: { current: 'users' | 'teams' }) => {
  const translate = useTranslate();
  const users = referenceResource('users') ?? 'users';
  const teams = referenceResource('teams') ?? 'teams';
  const tabs = [
    { value: 'users', resource: users, label: 'app.users.tabs.users', shown: useAccess(users, 'list') },
    { value: 'teams', resource: teams, label: 'app.users.tabs.teams', shown: useAccess(teams, 'list') },
  ].filter((t) => t.shown);
  if (tabs.length < 2) return null;
  return (
    <Tabs value={current} aria-label={translate('app.users.menu')} sx={{ mt: 1 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(tab.label)} component={Link} to={`/${tab.resource}`} />
      ))}
    </Tabs>
  );
};
