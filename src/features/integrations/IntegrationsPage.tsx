// /integrations (spec §2, sidebar): what is connected, the user's private calendar feed and the
// company's webhooks.
import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { CalendarFeedCard } from './CalendarFeedCard';
import { WebhooksCard } from './WebhooksCard';

/** What is connected: the feed (always offered to the user) and the active webhooks. */
const Connected = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'webhooks', action: 'list' });
  const { data = [] } = useGetList('webhooks', { pagination: { page: 1, perPage: 100 }, filter: { active: true } }, { enabled: !!canAccess });
  return (
    <Card component="section" aria-labelledby="connected-title">
      <CardContent>
        <Typography id="connected-title" variant="h6" component="h2">{translate('app.integrations.connected.title')}</Typography>
        <List dense>
          <ListItem>
            <ListItemText primary={translate('app.integrations.feed.title')} secondary={translate('app.integrations.connected.feed')} />
          </ListItem>
          <ListItem>
            <ListItemText
              primary={translate('resources.webhooks.name', { smart_count: 2 })}
              secondary={canAccess ? translate('app.integrations.connected.webhooks', { smart_count: data.length }) : translate('app.integrations.connected.no_webhooks')}
            />
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
};

export const IntegrationsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Title title="app.integrations.title" />
      <Typography variant="h5" component="h1">{translate('app.integrations.title')}</Typography>
      <Connected />
      <CalendarFeedCard />
      <WebhooksCard />
    </Box>
  );
};
