// Spec §1: a demo company is marked as such. Its status is read from the first site's company
// (the user's first site; their first company when they have no site of their own).
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Company, CurrentUser } from '../providers/types';
import { useCompanies, useSessionUser } from '../providers/useSession';

/** The company the demo status is read from: the one holding the user's first site. */
export const demoCompanyOf = (user: Pick<CurrentUser, 'factories'> | null, companies: Company[]): Company | undefined => {
  const first = user?.factories?.[0];
  return (first != null ? companies.find((c) => c.factories.some((f) => f.id === first)) : undefined) ?? companies[0];
};

export const DemoBadge = () => {
  const translate = useTranslate();
  const company = demoCompanyOf(useSessionUser(), useCompanies());
  if (!company?.is_demo) return null;
  return (
    <Tooltip title={translate('app.demo.hint')}>
      <Chip label={translate('app.demo.label')} size="small" color="warning" sx={{ mx: { xs: 0.5, sm: 1 }, fontWeight: 600, '& .MuiChip-label': { px: { xs: 0.75, sm: 1 } } }} data-testid="demo-badge" />
    </Tooltip>
  );
};
