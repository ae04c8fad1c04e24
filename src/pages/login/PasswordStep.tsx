// Step 2: the password (POST /login/), with a way back to change the address and the forgotten
// password link. Wrong credentials show the API's translated non_field_errors; too many attempts
// show the 429 detail.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { loginWithPassword } from '../../providers/loginApi';
import { useLightTranslate } from '../../providers/translate';
import { loadApp } from '../appChunk';
import { useSubmit } from './useSubmit';

interface Props {
  username: string;
  onBack: () => void;
  onSuccess: () => void;
}

export const PasswordStep = ({ username, onBack, onSuccess }: Props) => {
  const t = useLightTranslate();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const { pending, error, setError, run } = useSubmit(t);

  useEffect(() => {
    loadApp().catch(() => undefined); // a prefetch: a failure is handled when the app is needed
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('app.login.password_required'));
    void run(async () => {
      await loginWithPassword(username, password);
      onSuccess();
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('app.login.signing_in_as')}
        </Typography>
        <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{username}</Typography>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {t('app.login.change_email')}
        </Link>
      </Box>
      {/* Lets password managers pair the password with the address of step 1. */}
      <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t('app.login.password')}
        type={visible ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        autoFocus
        fullWidth
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(visible ? 'app.login.hide_password' : 'app.login.show_password')}
                  onClick={() => setVisible((v) => !v)}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {t('app.login.submit')}
      </Button>
      <Link component={RouterLink} to={`/reset-password?email=${encodeURIComponent(username)}`} variant="body2" sx={{ justifySelf: 'center' }}>
        {t('app.account.password.forgot')}
      </Link>
    </Box>
  );
};
