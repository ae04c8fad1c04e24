// The two contract pages as tabs (links): consumption and commitment.
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

export const CONSUMPTION_PATH = '/user/contrat/consommation';
export const ENGAGEMENT_PATH = '/user/contrat/engagement';

export const ContractTabs = ({ current }: { current: 'consumption' | 'engagement' }) => {
  const translate = useTranslate();
  return (
    <Tabs value={current} aria-label={translate('app.contract.tabs_label')} sx={{ mb: 2 }}>
      <Tab value="consumption" label={translate('app.contract.consumption_title')} component={Link} to={CONSUMPTION_PATH} />
      <Tab value="engagement" label={translate('app.contract.engagement_title')} component={Link} to={ENGAGEMENT_PATH} />
    </Tabs>
  );
};
