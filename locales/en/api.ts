import type { api as fr } from '../fr/api';
import type { Catalogue } from '../types';

import { account } from './api-account';
import { obligations } from './api-obligations';
import { documents } from './api-documents';
import { imports } from './api-imports';
import { users } from './api-users';
import { comments, tasks } from './api-tasks';
import { activity, consumption } from './api-activity';
import { reports } from './api-reports';
import { expressReports } from './api-express-reports';
import { sessions } from './api-identity';
import { integrations } from './api-integrations';
import { branches, company } from './api-company';

export const api = {
  users,
  documents,
  imports,
  account,
  obligations,
  tasks,
  comments,
  activity,
  reports,
  consumption,
  expressReports,
  sessions,
  integrations,
  company,
  branches,
  errors: {
    not_found: 'Not found.',
    action_not_found: 'Action not found: contact support.',
    job_locked_by: 'Objects of the selection are being updated by another job (%{job}): try again once it has ended.',
    job_locked: 'This object is locked while data is updated (%{job}, job %{id}): it is read-only until the job ends.',
    route_not_found: 'This API address does not exist.',
    not_authenticated: 'Authentication credentials were not provided.',
    token_invalid: 'Invalid or expired token.',
    permission_denied: 'You do not have permission to perform this action.',
    missing_permissions: 'Missing permissions: %{permissions}.',
    tier_required: 'Your plan does not include this feature (%{tier} plan required).',
    dashboard_denied: 'You do not have access to the "%{dashboard}" dashboard.',
    support_only: 'Reserved for support staff.',
    password_change_required: 'You must change your password before going on.',
    session_only: 'This action needs a signed-in session, not an application token.',
    throttled: 'Too many attempts. Try again in %{seconds} seconds.',
    server_error: 'Sorry, an unexpected error occurred.',
    malformed_json: 'The request body is malformed (invalid JSON).',
    unsupported_media_type: 'Unsupported content type: %{type}.',
    body_too_large: 'The request is too large.',
    invalid_credentials: 'Unable to log in with the provided credentials.',
    bad_url: 'The requested address is malformed.',
    invalid_cursor: 'Invalid pagination cursor.',
    invalid_ordering: 'Invalid ordering: %{field}.',
    invalid_filter: 'Invalid filter: %{field}.',
    unknown_filter: 'Unknown filter: %{field}. The filters of this list are: %{known}.',
    search_too_long: 'Search is limited to 100 characters.',
    export_missing: 'This file does not exist or is no longer available.',
    export_queued: 'The export of %{count} rows is on its way: you will receive it by e-mail.',
    ghost_building_protected: 'The ghost building stands for the whole site: it cannot be edited or deleted.',
  },
  validation: {
    required: 'This field is required.',
    null: 'This field may not be null.',
    blank: 'This field may not be blank.',
    unknown_field: 'Unknown field.',
    read_only: 'This field is read-only.',
    invalid: 'Invalid value.',
    invalid_string: 'A string is required.',
    invalid_number: 'A valid number is required.',
    invalid_integer: 'A valid integer is required.',
    invalid_boolean: 'Must be a valid boolean.',
    invalid_list: 'A list is expected.',
    invalid_date: 'Invalid date: use the YYYY-MM-DD format.',
    date_not_exist: 'This date does not exist in the calendar.',
    date_before_1900: 'Dates before 1900 are not allowed',
    invalid_email: 'The e-mail address is not valid.',
    invalid_uuid: 'The identifier is not valid.',
    invalid_url: 'The URL is not valid.',
    max_length: 'Ensure this field has no more than %{max} characters.',
    does_not_exist: 'Object %{id} does not exist.',
    other_company: 'Object %{id} belongs to another company than this record.',
    invalid_choice: 'The option is not valid',
    nul_character: 'This text contains a null character (\\u0000), which is not allowed.',
    invalid_characters: 'This text contains invalid characters (malformed Unicode).',
    empty_selection: 'The selection is empty.',
  },
  bulk: {
    confirm_delete_site: '%{count} site(s) will be permanently deleted, with everything in them: %{buildings} building(s), %{elements} element(s), %{controls} deadline(s), %{interventions} intervention(s), %{tasks} observation(s), %{obligations} obligation(s) and %{groups} group(s). Type CONFIRM to continue.',
    confirm_delete: '%{count} object(s) will be permanently deleted. Type CONFIRM to continue.',
    confirm_delete_dependents: '%{count} object(s) will be permanently deleted, with what depends on them: %{what}. Type CONFIRM to continue.',
    queued: '%{count} object(s) will be processed in the background.',
  },
  // What a delete takes with it (the confirmation's list, crud/dependents.ts).
  dependents: {
    buildings: '%{count} building(s)',
    elements: '%{count} element(s)',
    controls: '%{count} deadline(s)',
    interventions: '%{count} intervention(s)',
    tasks: '%{count} observation(s)',
    obligations: '%{count} obligation(s)',
    groups: '%{count} group(s)',
    links: '%{count} link(s) between elements',
    verdicts: '%{count} conformity verdict(s)',
    unplanned_controls: '%{count} deadline(s) taken out of the intervention (left to plan again)',
    unlinked_tasks: '%{count} observation(s) unlinked from the intervention (kept)',
    tokens: '%{count} application token(s) created by this user',
    members: '%{count} team membership(s) (the users stay)',
    grouped_elements: '%{count} element(s) leaving the group (kept)',
    filed_documents: '%{count} document(s) leaving the folder (kept)',
  },
  export: {
    sheet: 'Export',
    yes: 'Yes',
    no: 'No',
  },
} satisfies Catalogue<typeof fr>;
