// Cells of the users list: the full name, and the account state (invited, active, deactivated).
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export interface UserRecord {
  id: number;
  email: string;
  first_name?: string;
  last_name?: string;
  is_active?: boolean;
  invited?: boolean;
  exclude_from_sso?: boolean;
}

import { personName, personOption } from '../../engine/recordLabel';

export const fullName = personName;
/** "Alice Martin (alice@demo.fr)", or the address alone: how a user is offered in pickers. */
export const userLabel = personOption;

export const UserName = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name ? <>{name}</> : <Typography variant="body2" color="text.secondary">—</Typography>;
};

export const userState = (user: Partial<UserRecord>) => (user.is_active === false ? 'inactive' : user.invited ? 'invited' : 'active');

const COLORS = { active: 'success', invited: 'info', inactive: 'default' } as const;

export const UserState = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!user) return null;
  const state = userState(user);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`app.users.state.${state}`)} />
      {user.exclude_from_sso && <Chip size="small" variant="outlined" label={translate('app.users.state.sso_excluded')} />}
    </Stack>
  );
};
