// The user's private calendar feed: its address to paste into Outlook, Google Calendar or Apple
// Calendar (subscribe by URL), and a reset that retires the old address at once.
import EventIcon from '@mui/icons-material/Event';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { CopyField } from './CopyField';
import { getFeed, resetFeed } from './integrationsApi';

export const FEED_KEY = ['integrations', 'feed'];

export const CalendarFeedCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => getFeed(signal), staleTime: 0 });
  const reset = useMutation({
    mutationFn: resetFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(FEED_KEY, feed);
      notify('app.integrations.feed.reset_done', { type: 'success' });
    },
    onError: (error) => notify((error as Error).message || 'app.errors.unknown', { type: 'error' }),
  });
  const confirmReset = () => {
    if (window.confirm(translate('app.integrations.feed.reset_confirm'))) reset.mutate();
  };
  return (
    <Card component="section" aria-labelledby="feed-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="feed-title" variant="h6" component="h2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <EventIcon aria-hidden /> {translate('app.integrations.feed.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.integrations.feed.intro')}</Typography>
        {isPending && <Loading />}
        {isError && <Alert severity="error">{translate('app.integrations.load_error')}</Alert>}
        {data && <CopyField label={translate('app.integrations.feed.url')} value={data.url} copyLabel="app.integrations.feed.copy" />}
        <Alert severity="info">{translate('app.integrations.feed.private')}</Alert>
        <div>
          <Button color="warning" onClick={confirmReset} disabled={reset.isPending}>{translate('app.integrations.feed.reset')}</Button>
        </div>
      </CardContent>
    </Card>
  );
};
