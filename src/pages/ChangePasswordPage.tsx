// /change-password: a placeholder until the password flows land (no API endpoint yet).
import KeyIcon from '@mui/icons-material/Key';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { ErrorPageFrame } from './errors/ErrorPageFrame';

export const ChangePasswordPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title="app.pages.change_password.title" />
      <ErrorPageFrame
        icon={<KeyIcon />}
        title={translate('app.pages.change_password.title')}
        text={translate('app.pages.change_password.text')}
        action={
          <Button component={Link} to="/logout" variant="outlined">
            {translate('app.menu.logout')}
          </Button>
        }
      />
    </>
  );
};
