// The company in force, for users with several companies (persisted locally under `company`).
// Support users always work within one company, so "all" is not offered to them.
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { switchCompany } from '../providers/companySwitch';
import { useCompanies, useCompanySelection, useSessionUser } from '../providers/useSession';
import type { CompanySelection } from '../providers/types';

export const CompanySelector = () => {
  const companies = useCompanies();
  const selection = useCompanySelection();
  const user = useSessionUser();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (companies.length < 2) return null;
  const isSupport = user?.role === 'support';

  const change = async (value: CompanySelection) => {
    setPending(true);
    try {
      await switchCompany(user, value);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={translate('app.company.label')}
      value={selection === 'all' && isSupport ? '' : String(selection)}
      disabled={pending}
      onChange={(e) => change(e.target.value === 'all' ? 'all' : Number(e.target.value))}
      sx={{ width: { xs: 92, sm: 220 }, flexShrink: 0, mx: { xs: 0.5, sm: 1 }, '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' }, '& label, & svg': { color: 'inherit' } }}
    >
      {!isSupport && <MenuItem value="all">{translate('app.company.all')}</MenuItem>}
      {companies.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
