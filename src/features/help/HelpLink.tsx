// The contextual "?" of a screen: opens its help centre article (/help/<article>).
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

export const HelpLink = ({ article }: { article: string }) => {
  const translate = useTranslate();
  const label = translate('app.help.contextual');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`/help/${article}`} aria-label={label} size="small" color="inherit" data-testid="help-link">
        <HelpOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
