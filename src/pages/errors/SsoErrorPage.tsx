// /sso-error?code=…: the identity provider sign-in failed (the API's SSO routes end here with one
// of spec §8's codes). Public and light (no react-admin).
import { Alert, Button } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLightTranslate, type Translate } from '../../providers/translate';
import { PublicFrame } from '../PublicFrame';

/** The message of an SSO error code (spec §8), the generic one for unknown codes. */
export const ssoErrorMessage = (t: Translate, code: string | null) => {
  const key = `app.pages.sso_error.codes.${code ?? 'generic'}`;
  const message = t(key);
  return message === key ? t('app.pages.sso_error.codes.generic') : message;
};

export const SsoErrorPage = () => {
  const t = useLightTranslate();
  const [params] = useSearchParams();
  return (
    <PublicFrame title={t('app.pages.sso_error.title')}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {ssoErrorMessage(t, params.get('code') ?? params.get('error_code'))}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('app.pages.sso_error.back')}
      </Button>
    </PublicFrame>
  );
};
