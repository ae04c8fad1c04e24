// The profile's open sessions (issue 28 §5): each with its browser, IP and dates, a button to
// sign one out, and "log out everywhere else". The API refuses a revoked session on its next call.
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../providers/dates';
import { getSessions, logoutOthers, revokeSession, type SessionRow } from './sessionsApi';

const KEY = ['account', 'sessions'];

const SessionItem = ({ session, onRevoke, busy }: { session: SessionRow; onRevoke: () => void; busy: boolean }) => {
  const translate = useTranslate();
  const agent = session.user_agent || translate('app.sessions.unknown_agent');
  const dates = [
    translate('app.sessions.created', { date: formatDateTime(session.created_at) }),
    translate('app.sessions.last_used', { date: formatDateTime(session.last_used_at) }),
    session.ip,
  ].filter(Boolean).join(' · ');
  return (
    <ListItem
      divider
      data-testid="session-row"
      secondaryAction={session.current
        ? <Chip size="small" color="primary" label={translate('app.sessions.current')} />
        : <Button size="small" disabled={busy} onClick={onRevoke} aria-label={translate('app.sessions.revoke_label', { agent })}>
            {translate('app.sessions.revoke')}
          </Button>}
    >
      <ListItemText primary={agent} secondary={dates} sx={{ pr: 14, wordBreak: 'break-word' }} />
    </ListItem>
  );
};

export const SessionsSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });
  const done = (message: string) => {
    notify(message, { type: 'success', autoHideDuration: 2000 });
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  const failed = (error: Error) => notify(error.message || 'app.errors.unknown', { type: 'error' });
  const revoke = useMutation({ mutationFn: revokeSession, onSuccess: () => done('app.sessions.revoked'), onError: failed });
  const others = useMutation({ mutationFn: logoutOthers, onSuccess: done, onError: failed });
  const hasOthers = !!data?.some((s) => !s.current);
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{translate('app.sessions.intro')}</Typography>
      {isPending && <Loading />}
      {isError && <Alert severity="error">{translate('app.sessions.load_failed')}</Alert>}
      {data && (
        <List dense aria-label={translate('app.sessions.title')}>
          {data.map((s) => (
            <SessionItem key={s.id} session={s} busy={revoke.isPending} onRevoke={() => revoke.mutate(s.id)} />
          ))}
        </List>
      )}
      {data && !hasOthers && <Typography>{translate('app.sessions.none_other')}</Typography>}
      <div>
        <Button variant="outlined" startIcon={<LogoutIcon />} disabled={!hasOthers || others.isPending} onClick={() => others.mutate()}>
          {translate('app.sessions.logout_others')}
        </Button>
      </div>
    </Stack>
  );
};
