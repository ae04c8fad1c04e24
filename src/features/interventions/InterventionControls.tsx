// The controls planned in a control intervention, under its page: designation, element,
// due date and status (GET /control-interventions/{id}/controls/); a card per control on a phone.
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { httpClient } from '../../providers/httpClient';
import { formatDate } from '../../providers/dates';

import type { PlannedControl } from '../../../resources/contract';
import type { InterventionRow } from './interventionRow';

export const InterventionControls = () => {
  const record = useRecordContext<InterventionRow>();
  const translate = useTranslate();
  const id = record?.id;
  const { data } = useQuery({
    // The status is in the key: a validation finishes the controls, the table follows.
    queryKey: ['control-interventions', 'controls', id, record?.status, record?.control_count],
    queryFn: async ({ signal }) => (await httpClient<{ results: PlannedControl[] }>(`/control-interventions/${id}/controls/`, { signal })).json.results,
    enabled: id != null,
  });
  const controls = data ?? [];
  const col = (name: string) => translate(`app.interventions.columns.${name}`);
  const columns: CardColumn<PlannedControl>[] = [
    { key: 'designation', label: col('designation'), cell: (k) => k.designation },
    { key: 'element', label: col('element'), cell: (k) => <MuiLink component={Link} to={`/elements/${k.element}`}>{k.element_name}</MuiLink> },
    { key: 'next_date', label: col('next_date'), cell: (k) => formatDate(k.next_date) },
    { key: 'status', label: col('status'), cell: (k) => `${translate(`app.interventions.control_statuses.${k.status}`)}${k.completed_date ? ` (${formatDate(k.completed_date)})` : ''}` },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('app.interventions.controls', { smart_count: controls.length })}
      </Typography>
      {controls.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.interventions.no_controls')}</Typography>
      ) : (
        // The table runs edge to edge; cards keep the heading's margins.
        <Box sx={{ px: { xs: 2, sm: 0 }, pb: { xs: 2, sm: 0 } }}>
          <CardTable rows={controls} columns={columns} rowKey={(k) => k.id}
            label={translate('app.interventions.controls', { smart_count: controls.length })} />
        </Box>
      )}
    </>
  );
};
