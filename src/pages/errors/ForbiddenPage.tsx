// Shown at /forbidden, at react-admin's /access-denied, and in place of any view the rights or
// the plan do not open.
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { BackToAppButton } from './BackToAppButton';
import { ErrorPageFrame } from './ErrorPageFrame';

export const ForbiddenPage = () => {
  const translate = useTranslate();
  return (
    <ErrorPageFrame
      icon={<LockIcon />}
      title={translate('app.pages.forbidden.title')}
      text={translate('app.pages.forbidden.text')}
      action={<BackToAppButton />}
    />
  );
};
