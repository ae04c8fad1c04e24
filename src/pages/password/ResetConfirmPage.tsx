// /reset-password/confirm?email&uidB64&token (public): the new password, typed twice, sent with
// the link's uidB64 and token (empty strings when absent). A refused link (used, expired,
// forged) shows the spec's error view with a new request carrying the address.
import { Box, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLightTranslate } from '../../providers/translate';
import { PublicFrame } from '../PublicFrame';
import { BackToLoginLink } from './BackToLoginLink';
import { confirmPasswordReset } from './passwordApi';
import { PasswordFields } from './PasswordFields';
import { isInvalidLinkError, RESET_FORM } from './passwordRules';
import { usePasswordForm } from './usePasswordForm';

export const InvalidLinkView = ({ email }: { email: string }) => {
  const t = useLightTranslate();
  return (
    <PublicFrame title={t('app.account.reset.invalid_title')}>
      <Box sx={{ display: 'grid', gap: 2 }} role="alert">
        <Typography>{t('app.account.reset.invalid_link')}</Typography>
        <Typography>{t('app.account.reset.new_request_hint')}</Typography>
        <Button
          component={RouterLink}
          to={email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password'}
          variant="contained"
        >
          {t('app.account.reset.new_request')}
        </Button>
      </Box>
    </PublicFrame>
  );
};

export const ResetConfirmPage = () => {
  const t = useLightTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const uidB64 = params.get('uidB64') ?? '';
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState(!uidB64 || !token);
  const { values, onChange, errors, pending, submit } = usePasswordForm(RESET_FORM);

  if (invalid) return <InvalidLinkView email={email} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit(
      (v) => confirmPasswordReset({ uidB64, token, password: v.password, password_confirm: v.password_confirm }),
      (error) => {
        if (!isInvalidLinkError(error)) return false;
        setInvalid(true);
        return true;
      },
    );
    if (done) navigate('/login?status=password_reset', { replace: true });
  };

  return (
    <PublicFrame title={t('app.account.reset.confirm_title')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {email ? t('app.account.reset.confirm_intro', { email }) : t('app.account.reset.confirm_intro_anonymous')}
        </Typography>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordFields
          t={t}
          values={values}
          onChange={onChange}
          errors={errors}
          fields={[
            { name: 'password', label: t('app.account.password.new'), autoComplete: 'new-password' },
            { name: 'password_confirm', label: t('app.account.password.confirm'), autoComplete: 'new-password' },
          ]}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('app.account.reset.confirm_submit')}
        </Button>
        <BackToLoginLink />
      </Box>
    </PublicFrame>
  );
};
