// /sso (corpo plan, `company` right: the account preferences): the company's single sign-on
// settings and the service-provider values its IT registers at the identity provider.
import { Alert, Card, CardContent, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { AccessGate } from '../../engine/AccessGate';
import { useAccess, useCompanySelection } from '../../providers/useSession';
import { ServiceProviderValues } from './ServiceProviderValues';
import { SsoForm } from './SsoForm';
import { getSso } from './ssoApi';

const SsoSettingsCard = () => {
  const translate = useTranslate();
  // One cache entry per selected company (support staff switch companies).
  const queryKey = ['sso', useCompanySelection()];
  const canEdit = useAccess('sso', 'edit');
  const { data, isPending, isError } = useQuery({ queryKey, queryFn: ({ signal }) => getSso(signal), staleTime: 0 });
  return (
    <Card sx={{ m: 2, maxWidth: 860 }}>
      <Title title="app.sso.title" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">{translate('app.sso.title')}</Typography>
        <Typography color="text.secondary">{translate('app.sso.intro')}</Typography>
        {isPending && <Loading />}
        {isError && <Alert severity="error">{translate('app.sso.load_failed')}</Alert>}
        {data && (
          <>
            <SsoForm key={data.company} initial={data} canEdit={canEdit} queryKey={queryKey} />
            <Divider />
            <ServiceProviderValues sp={data.service_provider} protocol={data.protocol} />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export const SsoPage = () => (
  <AccessGate resource="sso" action="list">
    <SsoSettingsCard />
  </AccessGate>
);
