// /change-password (authenticated): old, new and confirmation. The API revokes every session of
// the user on success, so the console signs out and goes to /login with a message, keeping the
// `redirect` a forced change came with (spec §2: force_password_change without SSO lands here).
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Title, useLogout, useTranslate } from 'react-admin';
import { useSessionUser } from '../../providers/useSession';
import { changePassword } from './passwordApi';
import { PasswordFields } from './PasswordFields';
import { afterChangePath, CHANGE_FORM } from './passwordRules';
import { usePasswordForm } from './usePasswordForm';

export const ChangePasswordPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const user = useSessionUser();
  const [params] = useSearchParams();
  const { values, onChange, errors, pending, submit } = usePasswordForm(CHANGE_FORM);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit((v) =>
      changePassword({ old_password: v.old_password, new_password: v.new_password, new_password_confirm: v.new_password_confirm }),
    );
    // The token is already revoked: no logout call, only the local session and caches go.
    if (done) await logout({}, afterChangePath(params.get('redirect')), false);
  };

  return (
    <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
      <Title title="app.account.change.title" />
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1">
            {translate('app.account.change.title')}
          </Typography>
          {user?.force_password_change && <Alert severity="warning">{translate('app.account.change.forced')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {translate('app.account.change.intro')}
          </Typography>
          <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
          <PasswordFields
            t={translate}
            values={values}
            onChange={onChange}
            errors={errors}
            fields={[
              { name: 'old_password', label: translate('app.account.password.old'), autoComplete: 'current-password' },
              { name: 'new_password', label: translate('app.account.password.new'), autoComplete: 'new-password' },
              { name: 'new_password_confirm', label: translate('app.account.password.confirm'), autoComplete: 'new-password' },
            ]}
          />
          <Button type="submit" variant="contained" loading={pending}>
            {translate('app.account.change.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
