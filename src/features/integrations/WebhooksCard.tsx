// The company's webhooks (tier corpo, right `company`): each with its address, events and state,
// opening its page (settings and delivery log); an offer of the plan when the company lacks it.
import WebhookIcon from '@mui/icons-material/Webhook';
import { Alert, Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';

export const WebhooksCard = () => {
  const translate = useTranslate();
  const { canAccess: canList, isPending: checking } = useCanAccess({ resource: 'webhooks', action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'webhooks', action: 'create' });
  const { data = [], isPending } = useGetList('webhooks', { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } }, { enabled: !!canList });
  return (
    <Card component="section" aria-labelledby="webhooks-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="webhooks-title" variant="h6" component="h2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <WebhookIcon aria-hidden /> {translate('resources.webhooks.name', { smart_count: 2 })}
        </Typography>
        <Typography color="text.secondary">{translate('app.integrations.webhooks.intro')}</Typography>
        {!checking && !canList && <Alert severity="info">{translate('app.integrations.webhooks.unavailable')}</Alert>}
        {canList && !isPending && data.length === 0 && <Typography>{translate('app.integrations.webhooks.none')}</Typography>}
        {canList && data.length > 0 && (
          <List aria-label={translate('resources.webhooks.name', { smart_count: 2 })}>
            {data.map((w) => (
              <ListItem key={w.id} disablePadding>
                <ListItemButton component={Link} to={`/webhooks/${w.id}/show`}>
                  <ListItemText
                    primary={String(w.url)}
                    secondary={(w.events as string[]).map((e) => translate(`resources.webhooks.choices.events.${e}`)).join(', ')}
                    slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
                  />
                  <Chip
                    size="small"
                    color={w.active ? 'success' : 'default'}
                    label={translate(w.active ? 'app.integrations.webhooks.active' : 'app.integrations.webhooks.inactive')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {canCreate && (
          <div>
            <Button variant="contained" component={Link} to="/webhooks/create">{translate('app.integrations.webhooks.add')}</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
};
