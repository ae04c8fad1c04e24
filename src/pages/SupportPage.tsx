// /support/*: the support staff's area (its screens come later). Non-support users never get
// here: the route guards send them to /dashboard.
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslate } from 'react-admin';
import { ErrorPageFrame } from './errors/ErrorPageFrame';

export const SupportPage = () => {
  const translate = useTranslate();
  return (
    <ErrorPageFrame
      icon={<SupportAgentIcon />}
      title={translate('app.pages.support.title')}
      text={translate('app.pages.support.text')}
    />
  );
};
