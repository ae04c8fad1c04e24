// After the invitations: the users created (their invitation e-mail sent) and, per address, why
// the others were refused.
import { Alert, AlertTitle, List, ListItem, ListItemText, Stack } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { referenceResource } from '../../providers/resourceMap';
import type { InviteResult as Result } from '../../providers/usersApi';
import { fullName } from './UserFields';
import { TextButton } from '../../engine/TextButton';

export const InviteResult = ({ result, onAgain }: { result: Result; onAgain: () => void }) => {
  const translate = useTranslate();
  const usersRoute = `/${referenceResource('users') ?? 'users'}`;
  const refused = Object.entries(result.errors);
  return (
    <Stack spacing={2}>
      {result.created.length > 0 ? (
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.users.wizard.result.created', { smart_count: result.created.length })}</AlertTitle>
          <List dense disablePadding>
            {result.created.map((user) => (
              <ListItem key={String(user.id)} disableGutters>
                <ListItemText primary={user.email} secondary={fullName(user) !== user.email ? fullName(user) : undefined} />
              </ListItem>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert severity="warning" role="status">{translate('app.users.wizard.result.none_created')}</Alert>
      )}
      {refused.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{translate('app.users.wizard.result.refused', { smart_count: refused.length })}</AlertTitle>
          <List dense disablePadding>
            {refused.map(([email, messages]) => (
              <ListItem key={email} disableGutters>
                <ListItemText primary={email} secondary={messages.join(' ')} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <TextButton label="app.users.wizard.result.to_list" component={Link} to={usersRoute} variant="contained" />
        <TextButton label="app.users.wizard.result.again" onClick={onAgain} />
      </Stack>
    </Stack>
  );
};
