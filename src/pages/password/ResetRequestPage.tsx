// /reset-password?email= (public): asks for the account's address, POST /login/password-reset/,
// then the confirmation page. The API answers alike whether the account exists or not.
// SSO-managed users get no link: the API decides (no SSO yet), the page stays the same.
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLightTranslate } from '../../providers/translate';
import { useSubmit } from '../login/useSubmit';
import { PublicFrame } from '../PublicFrame';
import { BackToLoginLink } from './BackToLoginLink';
import { requestPasswordReset } from './passwordApi';
import { isValidEmail, normaliseEmail } from './passwordRules';

export const emailSentPath = (email: string) => `/reset-password/email-sent?email=${encodeURIComponent(email)}`;

export const ResetRequestPage = () => {
  const t = useLightTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const { pending, error, setError, run } = useSubmit(t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseEmail(email);
    if (!value) return setError(t('app.account.reset.email_required'));
    if (!isValidEmail(value)) return setError(t('app.account.reset.email_invalid'));
    void run(async () => {
      await requestPasswordReset(value);
      navigate(emailSentPath(value));
    });
  };

  return (
    <PublicFrame title={t('app.account.reset.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('app.account.reset.intro')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('app.account.reset.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('app.account.reset.submit')}
        </Button>
        <BackToLoginLink />
      </Box>
    </PublicFrame>
  );
};
