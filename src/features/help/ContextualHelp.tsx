// The top bar's "?": on a screen that has a help article, opens it. Not on a phone, where the bar
// has no room left for it: the user menu's "Aide et contact support" leads to the help centre.
import { Box } from '@mui/material';
import { useLocation } from 'react-router';
import { articleForPath } from './contextual';
import { HelpLink } from './HelpLink';

export const ContextualHelp = () => {
  const article = articleForPath(useLocation().pathname);
  return article ? <Box sx={{ display: { xs: 'none', sm: 'flex' } }}><HelpLink article={article} /></Box> : null;
};
