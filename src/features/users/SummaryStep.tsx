// Wizard step 5: what will be created, before the invitations are sent.
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useGetMany, useGetOne, useTranslate, type Identifier } from 'react-admin';
import type { Action } from '../../../resources/types';
import { FormErrorSummary } from '../../engine/FormErrorSummary';
import { referenceResource } from '../../providers/resourceMap';
import { useCompanies } from '../../providers/useSession';
import { users } from '../../../resources/users';
import { parseEmails } from './emails';
import { normalize } from './rights';
import { fullName } from './UserFields';
import { useAreas, useRightsTemplates } from './useUserMeta';
import { STEP_FIELDS, WIZARD_STEPS, type WizardValues } from './wizardSteps';

const Names = ({ resource, ids }: { resource: string; ids: Identifier[] }) => {
  const translate = useTranslate();
  const { data = [] } = useGetMany(resource, { ids }, { enabled: ids.length > 0 });
  if (!ids.length) return <>{translate('app.users.wizard.summary.none')}</>;
  return <>{ids.map((id) => data.find((r) => r.id === id)?.name ?? `#${id}`).join(', ')}</>;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <ListItem disableGutters>
      <ListItemText primary={translate(label)} secondary={children} slotProps={{ secondary: { component: 'div' } }} />
    </ListItem>
  );
};

const SourceLabel = ({ values }: { values: WizardValues }) => {
  const translate = useTranslate();
  const { data: templates = [] } = useRightsTemplates();
  const { data: profile } = useGetOne(referenceResource('users') ?? 'users', { id: values.profile ?? 0 }, { enabled: values.source === 'profile' && values.profile != null });
  const how = translate(`app.users.wizard.source.${values.source}`);
  if (values.source === 'template') return <>{`${how} : ${templates.find((t) => t.name === values.template)?.label ?? values.template ?? ''}`}</>;
  if (values.source === 'profile') return <>{`${how} : ${profile ? fullName(profile) : ''}`}</>;
  return <>{how}</>;
};

/** Buildings by name, from the session's companies (no call). */
const BuildingNames = ({ ids }: { ids: number[] }) => {
  const translate = useTranslate();
  const names = new Map(useCompanies().flatMap((c) => c.buildings).map((b) => [b.id, b.name]));
  if (!ids.length) return <>{translate('app.users.wizard.summary.whole_sites')}</>;
  return <>{ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}</>;
};

/** Administration, express reports, dashboards: only what is granted. */
const SpecialRights = ({ values }: { values: WizardValues }) => {
  const translate = useTranslate();
  const granted = [
    values.is_administrator && translate('resources.users.fields.is_administrator'),
    values.can_process_express_reports && translate('resources.users.fields.can_process_express_reports'),
    ...(values.dashboard_access ?? []).map((d) => translate(`resources.users.choices.dashboard_access.${d}`)),
  ].filter(Boolean);
  return <>{granted.length ? granted.join(', ') : translate('app.users.wizard.summary.none')}</>;
};

/** Areas sharing the same actions on one line: "Voir, Créer : Éléments, Documents". */
const RightsSummary = ({ values }: { values: WizardValues }) => {
  const translate = useTranslate();
  const { data: areas = [] } = useAreas();
  const rights = normalize(values.rights);
  const lines = new Map<string, string[]>();
  for (const area of areas) {
    const actions = rights[area.area] as Action[] | undefined;
    if (!actions?.length) continue;
    const key = actions.map((x) => translate(`app.users.rights.actions.${x}`)).join(', ');
    lines.set(key, [...(lines.get(key) ?? []), area.label]);
  }
  if (!lines.size) return <>{translate('app.users.wizard.summary.no_rights')}</>;
  return (
    <>
      {[...lines].map(([actions, labels]) => (
        <span key={actions} style={{ display: 'block' }}>{`${actions} : ${labels.join(', ')}`}</span>
      ))}
    </>
  );
};

/** Every wizard field, so that errors the API sends on any of them are not listed twice. */
const SHOWN = WIZARD_STEPS.flatMap((s) => STEP_FIELDS[s]) as string[];

export const SummaryStep = () => {
  const translate = useTranslate();
  const values = useWatch() as WizardValues;
  const { emails } = parseEmails(values.emails);
  return (
    <Stack>
      <FormErrorSummary def={users} shown={SHOWN} />
      <Typography variant="body2" color="text.secondary">{translate('app.users.wizard.summary.help')}</Typography>
      <List dense>
        <Row label="app.users.wizard.summary.source"><SourceLabel values={values} /></Row>
        <Row label="resources.users.fields.regulations"><Names resource={referenceResource('regulations') ?? 'regulations'} ids={values.regulations ?? []} /></Row>
        <Row label="resources.users.fields.factories"><Names resource={referenceResource('factories') ?? 'sites'} ids={values.factories ?? []} /></Row>
        <Row label="resources.users.fields.buildings"><BuildingNames ids={values.buildings ?? []} /></Row>
        {!!values.teams?.length && (
          <Row label="resources.users.fields.teams"><Names resource={referenceResource('teams') ?? 'teams'} ids={values.teams} /></Row>
        )}
        <Row label="app.users.wizard.summary.special_rights"><SpecialRights values={values} /></Row>
        <Row label="resources.users.fields.rights"><RightsSummary values={values} /></Row>
        <Row label={translate('app.users.wizard.summary.emails', { smart_count: emails.length })}>
          <Stack direction="row" component="span" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {emails.map((email) => <Chip key={email} size="small" label={email} component="span" />)}
          </Stack>
        </Row>
      </List>
    </Stack>
  );
};
