// /services: the services catalogue (spec §1); each service opens a quote request with a
// pre-filled message (no chat backend: see supportContact.ts).
import AssignmentIcon from '@mui/icons-material/Assignment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InventoryIcon from '@mui/icons-material/Inventory';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QuoteDialog, type QuoteRequest } from './QuoteDialog';
import { useQuoteContext } from './useQuoteContext';

const SERVICES: { key: string; icon: SvgIconComponent }[] = [
  { key: 'inventory', icon: InventoryIcon },
  { key: 'reports', icon: AssignmentIcon },
  { key: 'audit', icon: FactCheckIcon },
  { key: 'training', icon: SchoolIcon },
];

export const ServicesPage = () => {
  const translate = useTranslate();
  const who = useQuoteContext();
  const [request, setRequest] = useState<QuoteRequest | null>(null);

  const ask = (key: string) => {
    const service = translate(`app.account.services.items.${key}.name`);
    setRequest({
      subject: translate('app.account.services.quote_subject', { service }),
      message: translate('app.account.services.quote_message', { service, ...who }),
    });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="app.account.services.title" />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('app.account.services.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {translate('app.account.services.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {SERVICES.map(({ key, icon: Icon }) => {
          const name = translate(`app.account.services.items.${key}.name`);
          return (
            <Card key={key} component="section" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} />
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.account.services.items.${key}.description`)}
                </Typography>
              </CardContent>
              <CardActions sx={{ p: 2 }}>
                <Button variant="outlined" onClick={() => ask(key)}>
                  {translate('app.account.services.request_quote')}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <QuoteDialog request={request} onClose={() => setRequest(null)} />
    </Box>
  );
};
