// /login in steps (spec §2): the e-mail address, "Suivant", then the password. Honours
// `redirect`; an authenticated visitor goes straight to the redirect target or home. `status`
// tells why the user is here (a password just reset or changed).
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
};

export const LoginPage = () => {
  const t = useLightTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const errorCode = params.get('error_code');
  const status = STATUS_MESSAGES[params.get('status') ?? ''];
  const [username, setUsername] = useState<string | null>(null);

  // The user's preferred dashboard, read once signed in (spec §2).
  const target = () => afterLoginPath(redirect, getUser()?.profile_details?.preferred_dashboard);
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
        <UsernameStep onPassword={setUsername} />
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
