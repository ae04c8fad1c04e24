// The upgrade offer shown in place of a page the plan does not include: the three tiers with
// what each promises, the current plan highlighted, the needed one marked, and a quote request.
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TIERS, type Tier } from '../../../resources/types';
import { QuoteDialog, type QuoteRequest } from './QuoteDialog';
import { TIER_PROMISES, upgradesFrom } from './tiers';
import { useQuoteContext } from './useQuoteContext';

interface Props {
  /** The tier the page needs. */
  required: Tier;
  /** The plan in force (null: unknown). */
  plan: Tier | null;
  /** What the plan lacks: a page (shown in its place) or an action (UpgradeDialog). */
  subject?: 'page' | 'action';
  /** The title's id (a dialog is labelled by it). */
  titleId?: string;
}

export const UpgradeOffer = ({ required, plan, subject = 'page', titleId }: Props) => {
  const suffix = subject === 'action' ? '_action' : '';
  const translate = useTranslate();
  const who = useQuoteContext();
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const upgrades = upgradesFrom(plan);
  const tierName = (tier: Tier) => translate(`app.account.offers.tiers.${tier}`);

  const ask = (tier: Tier) =>
    setRequest({
      subject: translate('app.account.offers.quote_subject', { tier: tierName(tier) }),
      message: translate('app.account.offers.quote_message', { tier: tierName(tier), ...who }),
    });

  return (
    <Box sx={{ p: 2 }}>
      <Typography id={titleId} variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('app.account.offers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`app.account.offers.intro${suffix}`, { tier: tierName(required) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
        {TIERS.map((tier, index) => {
          const current = tier === plan;
          return (
            <Card
              key={tier}
              component="section"
              aria-label={tierName(tier)}
              aria-current={current ? 'true' : undefined}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column', borderWidth: current ? 2 : 1, borderColor: current ? 'primary.main' : undefined }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
                  <Typography variant="h5" component="h2">
                    {tierName(tier)}
                  </Typography>
                  {current && <Chip size="small" color="primary" label={translate('app.account.offers.current')} />}
                  {tier === required && !current && (
                    <Chip size="small" color="secondary" variant="outlined" label={translate(`app.account.offers.required${suffix}`)} />
                  )}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.account.offers.taglines.${tier}`)}
                </Typography>
                {index > 0 && (
                  <Typography variant="body2" sx={{ mt: 2 }}>
                    {translate('app.account.offers.includes_previous', { tier: tierName(TIERS[index - 1]) })}
                  </Typography>
                )}
                <List dense>
                  {TIER_PROMISES[tier].map((key) => (
                    <ListItem key={key} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon fontSize="small" color="secondary" />
                      </ListItemIcon>
                      <ListItemText primary={translate(`app.account.offers.promises.${tier}.${key}`)} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              {upgrades.includes(tier) && (
                <CardActions sx={{ p: 2 }}>
                  <Button variant={tier === required ? 'contained' : 'outlined'} fullWidth onClick={() => ask(tier)}>
                    {translate('app.account.offers.request_quote')}
                  </Button>
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>
      <QuoteDialog request={request} onClose={() => setRequest(null)} />
    </Box>
  );
};
