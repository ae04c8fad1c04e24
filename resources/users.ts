import { defineResource } from './types';

/** A platform role beside the company rights: support staff inspect across companies (spec §6). */
export const USER_ROLES = ['admin', 'support'] as const;

/**
 * Users of the caller's companies. Shown at /user/team/users. `company` is accepted on create
 * only (the user also joins the companies of their sites) and is not part of the row.
 * Invitations, rights templates and bulk rights are custom routes (docs/API.md).
 */
export const users = defineResource({
  name: 'users',
  route: 'user/team/users',
  area: 'user',
  labelField: 'email',
  defaultOrdering: 'last_name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'email', type: 'email', required: true, maxLength: 254, list: true, sortable: true, search: true },
    { name: 'first_name', type: 'string', maxLength: 150, list: true, sortable: true, search: true },
    { name: 'last_name', type: 'string', maxLength: 150, list: true, sortable: true, search: true },
    { name: 'role', type: 'string', readOnly: true },
    { name: 'is_active', type: 'boolean', list: true, filter: true },
    { name: 'exclude_from_sso', type: 'boolean', filter: true },
    // Set by an administrator: the user must choose a new password before anything else (spec §4).
    { name: 'force_password_change', type: 'boolean', filter: true },
    { name: 'is_administrator', type: 'boolean' },
    { name: 'can_process_express_reports', type: 'boolean' },
    { name: 'dashboard_access', type: 'choices', choices: ['main', 'score'] },
    { name: 'company', type: 'reference', reference: 'companies', createOnly: true, export: false },
    { name: 'companies', type: 'references', reference: 'companies', readOnly: true },
    { name: 'factories', type: 'references', reference: 'factories', required: true, filter: true, list: true },
    { name: 'regulations', type: 'references', reference: 'regulations', required: true, filter: true },
    // Within the chosen sites: a site with some of its buildings listed is seen through those only.
    { name: 'buildings', type: 'references', reference: 'buildings', filter: true },
    { name: 'teams', type: 'references', reference: 'teams', filter: true },
    { name: 'rights', type: 'rights' },
    { name: 'invited', type: 'boolean', readOnly: true, filter: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
