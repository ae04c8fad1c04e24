// Step 1: the e-mail address. POST /login/check/ says how this account signs in: the password
// step, or the company's identity provider (the browser leaves for the SSO start URL, carrying
// the `redirect` to come back to).
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { checkUsername, ssoStartUrl } from '../../providers/loginApi';
import { useLightTranslate } from '../../providers/translate';
import { useSubmit } from './useSubmit';

/** `initial`: the address a link named (the login's `generic_owner` parameter). */
export const UsernameStep = ({ onPassword, initial = '' }: { onPassword: (username: string) => void; initial?: string }) => {
  const t = useLightTranslate();
  const [username, setUsername] = useState(initial);
  const { pending, error, setError, run } = useSubmit(t);
  const [params] = useSearchParams();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = username.trim().toLowerCase();
    if (!value) return setError(t('app.login.email_required'));
    void run(async () => {
      const answer = await checkUsername(value);
      if (answer.method === 'sso') window.location.assign(ssoStartUrl(answer.url, params.get('redirect')));
      else onPassword(value);
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('app.login.email')}
        type="email"
        name="username"
        autoComplete="username"
        autoFocus
        fullWidth
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {t('app.login.next')}
      </Button>
    </Box>
  );
};
