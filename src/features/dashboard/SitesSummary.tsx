// A placeholder summary until the dashboard sections exist: the number of sites (/count/).
import FactoryIcon from '@mui/icons-material/Factory';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { useCount } from '../../engine/useResourceQueries';

export const SitesSummary = () => {
  const translate = useTranslate();
  const { data: count } = useCount('sites');
  return (
    <Card sx={{ minWidth: 240 }}>
      <CardContent>
        <Typography variant="overline" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FactoryIcon fontSize="small" /> {translate('app.dashboard.sites')}
        </Typography>
        <Typography variant="h4" component="p">
          {count ?? '…'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.sites_count', { smart_count: count ?? 0 })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button to="/sites" label="app.dashboard.see_sites" />
      </CardActions>
    </Card>
  );
};
