// The way back to the login page at the foot of the password pages (public: the light translator).
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLightTranslate } from '../../providers/translate';

export const BackToLoginLink = () => {
  const t = useLightTranslate();
  return (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
      {t('app.account.password.back_to_login')}
    </Link>
  );
};
