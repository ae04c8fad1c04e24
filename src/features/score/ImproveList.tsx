// How to improve: the findings ranked by the points fixing each adds, each opening its object.
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { objectUrl, scoreText, useScore, type Improve } from './scoreApi';

export const ImproveList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useScore<Improve>('improve');
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
              <ListItem key={`${item.kind}-${item.id}`} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Chip size="small" label={translate(`app.score.kinds.${item.kind}`)} />
                <MuiLink component={Link} to={objectUrl(item.resource, item.id)} sx={{ flex: 1 }}>{item.label}</MuiLink>
                <Typography variant="body2" color="success.main">{translate('app.score.gain', { gain: scoreText(locale, item.gain) })}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
