// The controls of a control intervention in its form: the open controls of the chosen site
// (GET /control-interventions/plannable-controls/), the most urgent first. Saving plans the new
// ones and sends the removed ones back to 'to do' (the API's rule).
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../providers/dates';
import { httpClient } from '../../providers/httpClient';
import type { InterventionRow } from './interventionRow';

interface Plannable {
  id: number;
  designation: string;
  element_name: string;
  next_date: string;
}

export const ControlsInput = () => {
  const translate = useTranslate();
  const record = useRecordContext<InterventionRow>();
  // The site being chosen in the form, else the record's (a reference value may come as text).
  const factory = (useWatch({ name: 'factory' }) as unknown) ?? record?.factory;
  const site = factory != null && factory !== '' && Number.isInteger(Number(factory)) ? Number(factory) : null;
  const { data } = useQuery({
    queryKey: ['control-interventions', 'plannable', site],
    queryFn: async ({ signal }) =>
      (await httpClient<{ results: Plannable[] }>('/control-interventions/plannable-controls/', { query: { factory: site }, signal })).json.results,
    enabled: site !== null,
    // Controls change elsewhere (the deadlines list): each form asks again.
    refetchOnMount: 'always',
  });
  const choices = (data ?? []).map((k) => ({ id: k.id, name: `${k.designation} — ${k.element_name} (${formatDate(k.next_date)})` }));
  return (
    <AutocompleteArrayInput
      source="controls"
      label="resources.control-interventions.fields.controls"
      choices={choices}
      disabled={site === null || record?.status === 'done'}
      helperText={site === null ? translate('app.interventions.pick_site_first') : false}
      fullWidth
    />
  );
};
