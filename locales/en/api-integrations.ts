import type { integrations as fr } from '../fr/api-integrations';
import type { Catalogue } from '../types';

/** API messages of the integrations: webhooks and the calendar feed (api.integrations.*) (en). */
export const integrations: Catalogue<typeof fr> = {
  errors: {
    company_not_corpo: 'Webhooks are part of the Corpo plan.',
    url_invalid: 'The address is not a valid URL (http or https, without credentials).',
    url_scheme: 'The address must begin with http:// or https://.',
    url_blocked: 'This address is private or reserved (local network, loopback, link-local): it is not allowed.',
    no_event: 'Choose at least one event.',
  },
  feed: {
    name: 'Conformité — deadlines of %{name}',
    description: 'Upcoming and late controls and interventions, within your scope.',
    late_prefix: 'LATE — ',
    control: 'Control: %{name}',
    control_intervention: 'Control intervention: %{name}',
    maintenance_intervention: 'Maintenance intervention: %{name}',
    element: 'Equipment: %{name}',
    site: 'Site: %{name}',
    late_since: 'Past its deadline since %{date}',
  },
};
