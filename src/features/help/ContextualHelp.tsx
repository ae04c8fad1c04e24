// The top bar's "?": on a screen that has a help article, opens it.
import { useLocation } from 'react-router';
import { articleForPath } from './contextual';
import { HelpLink } from './HelpLink';

export const ContextualHelp = () => {
  const article = articleForPath(useLocation().pathname);
  return article ? <HelpLink article={article} /> : null;
};
