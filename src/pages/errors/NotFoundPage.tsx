// Unknown routes of the authenticated area.
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { BackToAppButton } from './BackToAppButton';
import { ErrorPageFrame } from './ErrorPageFrame';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <ErrorPageFrame
      icon={<SearchOffIcon />}
      title={translate('app.pages.not_found.title')}
      text={translate('app.pages.not_found.text')}
      action={<BackToAppButton />}
    />
  );
};
