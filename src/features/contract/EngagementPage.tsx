// /user/contrat/engagement: the company's plan, its limits and where it stands (progress bars).
// The limits are shown, never enforced (server/areas/consumption/plans.ts).
import { Alert, Box, Card, CardContent, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../providers/numbers';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { useAccess, useCompanySelection } from '../../providers/useSession';
import { ContractTabs } from './ContractTabs';
import { fetchEngagement, type Engagement } from './contractApi';

export const EngagementPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: number) => formatNumber(locale, v);
  const allowed = useAccess('engagement', 'list');
  const selection = useCompanySelection();
  const [data, setData] = useState<Engagement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!allowed) return undefined;
    const abort = new AbortController();
    setData(null);
    setError(null);
    fetchEngagement(abort.signal)
      .then(setData)
      .catch((e: Error) => { if (!abort.signal.aborted) setError(e.message || 'app.errors.unexpected'); });
    return () => abort.abort();
  }, [allowed, selection]);

  if (!allowed) return <ForbiddenPage />;
  return (
    <Card component="section" aria-labelledby="engagement-title" sx={{ mt: 2 }}>
      <Title title={translate('app.contract.engagement_title')} />
      <CardContent>
        <ContractTabs current="engagement" />
        <Typography id="engagement-title" variant="h5" component="h1">{translate('app.contract.engagement_title')}</Typography>
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        {!data && !error && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} />{translate('app.contract.loading')}</Box>}
        {data && !data.tier && <Typography>{translate('app.contract.no_plan')}</Typography>}
        {data?.tier && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {translate('app.contract.plan')} : <span data-testid="tier">{translate(`app.contract.tiers.${data.tier}`)}</span>
            </Typography>
            {data.company_name && <Typography color="text.secondary">{translate('app.contract.company', { name: data.company_name })}</Typography>}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, maxWidth: 640 }}>
              {data.limits.map((l) => {
                const name = translate(`app.contract.limits.${l.key}`);
                const ratio = l.limit ? Math.min(100, (l.used / l.limit) * 100) : 0;
                const over = l.limit !== null && l.used > l.limit;
                return (
                  <Box component="li" key={l.key} data-limit={l.key} sx={{ mb: 2 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                      <Typography component="span">{name}</Typography>
                      <Typography component="span">
                        {l.limit === null ? translate('app.contract.usage_unlimited', { used: n(l.used) }) : translate('app.contract.usage', { used: n(l.used), limit: n(l.limit) })}
                      </Typography>
                    </Box>
                    {l.limit !== null && (
                      <LinearProgress variant="determinate" value={ratio} color={over ? 'error' : ratio >= 80 ? 'warning' : 'primary'}
                        aria-label={name} aria-valuetext={translate('app.contract.usage', { used: n(l.used), limit: n(l.limit) })} sx={{ height: 8, borderRadius: 1, mt: 0.5 }} />
                    )}
                    {over && <Typography variant="caption" color="error">{translate('app.contract.over')}</Typography>}
                  </Box>
                );
              })}
            </Box>
            <Typography variant="body2" color="text.secondary">{translate('app.contract.limits_note')}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
};
