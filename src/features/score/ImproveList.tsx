// How to improve: the causes of non-conformity ranked by the points fixing each would add to the
// score (the API computes the real gain), each opening its list filtered on the cause.
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatNumber } from '../../providers/numbers';
import { useBranchParam } from '../branches/BranchPicker';
import { itemUrl } from '../dashboard/dashboardApi';
import { gainText, useScore, type Improve } from './scoreApi';

export const ImproveList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useScore<Improve>('improve');
  const branch = useBranchParam();
  return (
    <Card component="section" aria-labelledby="score-improve" sx={{ mt: 2 }} data-testid="score-improve">
      <CardContent>
        <Typography id="score-improve" variant="h6" component="h2">{translate('app.score.improve')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('app.score.improve_intro')}</Typography>
        {isPending && <Box role="status"><CircularProgress size={20} aria-label={translate('app.score.loading')} /></Box>}
        {isError && <Alert severity="error">{translate('app.score.error')}</Alert>}
        {data && data.items.length === 0 && <Typography sx={{ mt: 1 }}>{translate('app.score.improve_empty')}</Typography>}
        {data && data.items.length > 0 && (
          <List dense>
            {data.items.map((item) => (
              <ListItem key={item.key} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="improve-cause">
                <Chip size="small" label={translate(`app.score.findings.${item.finding}`)} />
                <ListItemText sx={{ flex: 1 }}
                  primary={<MuiLink component={Link} to={itemUrl(item, branch)}>{item.label}</MuiLink>}
                  secondary={translate('app.score.cause_detail', {
                    smart_count: item.elements, elements: formatNumber(locale, item.elements), findings: formatNumber(locale, item.findings),
                  })} />
                <Typography variant="body2" color="success.main" data-testid="improve-gain">
                  {translate('app.score.gain', { gain: gainText(locale, item.gain) })}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
