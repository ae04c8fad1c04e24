// /user/entreprise/account (spec §2, user menu): the current company's name, its landmark labels
// (spec §1: repere_1, repere_2, use_repere_2) and its logo. Everyone of the company reads it; the
// form is editable with the `company` edit right only (the API refuses the others with a 403).
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BooleanInput, Form, Loading, SaveButton, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hasRight } from '../../providers/accessControl';
import { useCompanies, useCompanySelection, useSessionUser } from '../../providers/useSession';
import { companyChanges, fetchCompany, updateCompany, type CompanyAccount, type CompanyChanges } from './companyApi';
import { LogoEditor } from './LogoEditor';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

/** The second landmark's name is asked only when it is used. */
const SecondLandmark = ({ disabled }: { disabled: boolean }) => {
  const used = useWatch({ name: 'use_repere_2' }) as boolean;
  return used ? <TextInput source="repere_2" label="app.company_account.repere_2" disabled={disabled} helperText={false} /> : null;
};

const CompanyForm = ({ company, canEdit }: { company: CompanyAccount; canEdit: boolean }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = async (values: Record<string, unknown>) => {
    const changes = companyChanges(company, values as CompanyChanges);
    if (!Object.keys(changes).length) return;
    try {
      const saved = await updateCompany(company.id, changes);
      queryClient.setQueryData(['company-account', company.id], saved);
      notify('app.company_account.saved', { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
      const errors = e.body?.errors ?? {};
      return Object.keys(errors).length ? errors : { root: { serverError: e.message || 'app.errors.unknown' } };
    }
  };
  const translate = useTranslate();
  return (
    <Form record={company} onSubmit={save}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={translate('app.company_account.identity')}>
          <TextInput source="name" label="app.company_account.name" disabled={!canEdit} helperText={false} />
        </Section>
        <Section title={translate('app.company_account.landmarks')}>
          <Typography variant="body2" color="text.secondary">{translate('app.company_account.landmarks_hint')}</Typography>
          <TextInput source="repere_1" label="app.company_account.repere_1" disabled={!canEdit} helperText={false} />
          <BooleanInput source="use_repere_2" label="app.company_account.use_repere_2" disabled={!canEdit} helperText={false} />
          <SecondLandmark disabled={!canEdit} />
        </Section>
        {canEdit && <Box><SaveButton label="app.company_account.save" /></Box>}
      </Box>
    </Form>
  );
};

export const CompanyAccountPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const id = selection !== 'all' ? selection : companies[0]?.id;
  const canEdit = hasRight(user, 'company', 'edit');
  const { data: company, refetch } = useQuery({
    queryKey: ['company-account', id],
    queryFn: ({ signal }) => fetchCompany(id!, signal),
    enabled: id !== undefined,
  });
  return (
    <Box sx={{ p: 2, maxWidth: 760, display: 'grid', gap: 2 }}>
      <Title title="app.company_account.title" />
      <Typography variant="h4" component="h1">{translate('app.company_account.title')}</Typography>
      {!canEdit && <Alert severity="info">{translate('app.company_account.read_only')}</Alert>}
      {!company ? <Loading /> : (
        <>
          <CompanyForm key={company.id} company={company} canEdit={canEdit} />
          <Section title={translate('app.company_account.logo')}>
            <LogoEditor company={company} canEdit={canEdit} onChange={() => void refetch()} />
          </Section>
        </>
      )}
    </Box>
  );
};
