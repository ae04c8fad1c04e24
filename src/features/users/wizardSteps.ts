// The user creation wizard's steps and their validation, as pure functions: how (from scratch,
// a profile or a template), scope (regulations and sites), rights, e-mails, then a summary.
import { emailListError, parseEmails, type ValidationError } from './emails';
import type { InvitePayload } from '../../providers/usersApi';
import { beyondLimits, normalize, type RightsValue } from './rights';

export type SourceKind = 'scratch' | 'profile' | 'template';

export interface WizardValues {
  source: SourceKind;
  /** The user whose profile is copied (source "profile"). */
  profile?: number | null;
  /** The rights template's name (source "template"). */
  template?: string | null;
  regulations?: number[];
  factories?: number[];
  buildings?: number[];
  teams?: number[];
  rights?: RightsValue;
  is_administrator?: boolean;
  can_process_express_reports?: boolean;
  dashboard_access?: string[];
  /** The addresses as typed. */
  emails?: string;
}

export const WIZARD_STEPS = ['source', 'scope', 'rights', 'emails', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The form fields each step holds (checked before going on). */
export const STEP_FIELDS: Record<WizardStep, (keyof WizardValues)[]> = {
  source: ['source', 'profile', 'template'],
  scope: ['regulations', 'factories', 'buildings', 'teams'],
  rights: ['rights', 'is_administrator', 'can_process_express_reports', 'dashboard_access'],
  emails: ['emails'],
  summary: [],
};

export const INITIAL_VALUES: WizardValues = {
  source: 'scratch', profile: null, template: null, regulations: [], factories: [], buildings: [], teams: [], rights: {}, emails: '',
  is_administrator: false, can_process_express_reports: false, dashboard_access: ['main'],
};

/** A user must have at least 1 regulation and at least 1 site (spec §5); also used by the edit page. */
export const regulationsError = (value: unknown): ValidationError | undefined =>
  Array.isArray(value) && value.length ? undefined : { message: 'app.users.errors.regulation_required' };
export const factoriesError = (value: unknown): ValidationError | undefined =>
  Array.isArray(value) && value.length ? undefined : { message: 'app.users.errors.site_required' };

export const rightsError = (rights: RightsValue | undefined, limits?: RightsValue | null): ValidationError | undefined => {
  const beyond = beyondLimits(rights, limits);
  return beyond.length ? { message: 'app.users.errors.rights_beyond', args: { rights: beyond.join(', ') } } : undefined;
};

export type WizardErrors = Partial<Record<keyof WizardValues, ValidationError>>;

/** Every error of the wizard's values; `limits` are the editor's own rights. */
export const wizardErrors = (values: WizardValues, limits?: RightsValue | null): WizardErrors => {
  const errors: WizardErrors = {};
  if (values.source === 'profile' && values.profile == null) errors.profile = { message: 'app.users.errors.profile_required' };
  if (values.source === 'template' && !values.template) errors.template = { message: 'app.users.errors.template_required' };
  const regulations = regulationsError(values.regulations);
  if (regulations) errors.regulations = regulations;
  const factories = factoriesError(values.factories);
  if (factories) errors.factories = factories;
  const rights = rightsError(values.rights, limits);
  if (rights) errors.rights = rights;
  const emails = emailListError(values.emails);
  if (emails) errors.emails = emails;
  return errors;
};

/** The errors that keep the user on `step`. */
export const stepErrors = (step: WizardStep, values: WizardValues, limits?: RightsValue | null): WizardErrors => {
  const all = wizardErrors(values, limits);
  return Object.fromEntries(STEP_FIELDS[step].filter((f) => all[f]).map((f) => [f, all[f]]));
};

export const isStepValid = (step: WizardStep, values: WizardValues, limits?: RightsValue | null) =>
  Object.keys(stepErrors(step, values, limits)).length === 0;

/** The first step with an error (where the wizard sends the user back), or -1. */
export const firstInvalidStep = (values: WizardValues, limits?: RightsValue | null) =>
  WIZARD_STEPS.findIndex((step) => !isStepValid(step, values, limits));

/** The step showing a field the API complained about (unknown fields: the summary). */
export const stepOfField = (field: string): number => {
  const name = field.split('.')[0]; // `source.kind` is shown with `source`
  const index = WIZARD_STEPS.findIndex((step) => (STEP_FIELDS[step] as string[]).includes(name));
  return index < 0 ? WIZARD_STEPS.length - 1 : index;
};

export const invitePayload = (values: WizardValues): InvitePayload => ({
  emails: parseEmails(values.emails).emails,
  source:
    values.source === 'profile' && values.profile != null
      ? { kind: 'profile', user: values.profile }
      : values.source === 'template' && values.template
        ? { kind: 'template', template: values.template }
        : { kind: 'scratch' },
  factories: values.factories ?? [],
  regulations: values.regulations ?? [],
  // Only buildings of the chosen sites (a site removed after its buildings were picked).
  buildings: values.buildings ?? [],
  rights: normalize(values.rights),
  teams: values.teams ?? [],
  is_administrator: values.is_administrator ?? false,
  can_process_express_reports: values.can_process_express_reports ?? false,
  dashboard_access: values.dashboard_access ?? [],
});
