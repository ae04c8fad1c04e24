// The six cards (my sites, my buildings, my regulations, controls, obligations, tasks): each its
// score and its worst rows (up to five shown), loading and error states of its own.
import { Alert, Box, Card, CardContent, CircularProgress, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CONFORMITY_CARDS } from '../../../resources/dashboard-constants';
import { scoreText, useScore, type ScoreCard } from './scoreApi';

const SHOWN = 5;

const OneCard = ({ name }: { name: (typeof CONFORMITY_CARDS)[number] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useScore<ScoreCard>(name);
  return (
    <Card component="section" aria-labelledby={`score-card-${name}`} data-testid={`score-card-${name}`}>
      <CardContent>
        <Typography id={`score-card-${name}`} variant="overline" component="h2">{translate(`app.score.cards.${name}`)}</Typography>
        {isPending && <Box role="status"><CircularProgress size={20} aria-label={translate('app.score.loading')} /></Box>}
        {isError && <Alert severity="error">{translate('app.score.error')}</Alert>}
        {data && (
          <>
            <Typography variant="h4" component="p" data-testid={`score-value-${name}`}>
              {data.score === null ? translate('app.score.no_score') : `${scoreText(locale, data.score)} / 100`}
            </Typography>
            {data.score !== null && <LinearProgress variant="determinate" value={data.score} sx={{ my: 1 }} aria-hidden />}
            <List dense>
              {data.rows.slice(0, SHOWN).map((r) => (
                <ListItem key={r.id} disableGutters sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{r.label}</Typography>
                  <Typography variant="body2" color="text.secondary" title={translate('app.score.failing', { failing: r.failing, total: r.total })}>
                    {r.score === null ? '—' : scoreText(locale, r.score)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};

export const ScoreCards = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
    {CONFORMITY_CARDS.map((name) => <OneCard key={name} name={name} />)}
  </Box>
);
