// "Retour à l'application": a link to the dashboard.
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../../providers/redirects';

export const BackToAppButton = () => (
  <Button component={Link} to={HOME_PATH} variant="contained">
    {useTranslate()('app.pages.back_to_app')}
  </Button>
);
