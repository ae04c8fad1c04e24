// /login in steps (spec §2): the e-mail address, "Suivant", then the password. Its parameters:
// - `redirect`: where to go once signed in (an authenticated visitor goes there, or home, at once);
// - `status`: why the user is here, as a message (a password just reset or changed, a session
//   that expired: httpClient sends `session_expired`); an unknown status shows nothing;
// - `error_code`: a sign-in failure (SSO, §8), as its translated message (generic when unknown);
// - `generic_owner`: the e-mail address of the account the link is for (a shared, generic
//   account's owner, an invitation): it pre-fills the first step;
// - `team`: the team the link is about (e.g. an invitation to join it): once signed in, its page
//   /user/team/{id} when no `redirect` says otherwise (the API still decides what the user sees).
import { Alert } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../providers/redirects';
import { getUser, isAuthenticated } from '../../providers/session';
import { useLightTranslate } from '../../providers/translate';
import { ssoErrorMessage } from '../errors/SsoErrorPage';
import { PublicFrame } from '../PublicFrame';
import { PasswordStep } from './PasswordStep';
import { UsernameStep } from './UsernameStep';

const STATUS_MESSAGES: Record<string, string | undefined> = {
  password_reset: 'app.account.reset.done',
  password_changed: 'app.account.change.done',
  session_expired: 'app.login.session_expired',
};

/** The page of the team a link names, when it is an id. */
const teamPath = (team: string | null) => (team && /^\d{1,9}$/.test(team) ? `/user/team/${team}` : null);

export const LoginPage = () => {
  const t = useLightTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const errorCode = params.get('error_code');
  const status = STATUS_MESSAGES[params.get('status') ?? ''];
  const [username, setUsername] = useState<string | null>(null);

  // The user's preferred dashboard, read once signed in (spec §2).
  const target = () => afterLoginPath(redirect ?? teamPath(params.get('team')), getUser()?.profile_details?.preferred_dashboard);
  const owner = params.get('generic_owner')?.trim().slice(0, 254) ?? '';
  if (isAuthenticated()) return <Navigate to={target()} replace />;

  return (
    <PublicFrame title={t('app.login.title')}>
      {status && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(status)}
        </Alert>
      )}
      {errorCode && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ssoErrorMessage(t, errorCode)}
        </Alert>
      )}
      {username === null ? (
        <UsernameStep onPassword={setUsername} initial={owner} />
      ) : (
        <PasswordStep
          username={username}
          onBack={() => setUsername(null)}
          onSuccess={() => navigate(target(), { replace: true })}
        />
      )}
    </PublicFrame>
  );
};
