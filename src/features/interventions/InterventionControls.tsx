// The controls planned in a control intervention, under its page: designation, element,
// due date and status (GET /control-interventions/{id}/controls/).
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { httpClient } from '../../providers/httpClient';
import { formatDate } from '../../providers/dates';

import type { PlannedControl } from '../../../resources/contract';

export const InterventionControls = () => {
  const record = useRecordContext();
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
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('app.interventions.controls', { smart_count: controls.length })}
      </Typography>
      {controls.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.interventions.no_controls')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.interventions.controls', { smart_count: controls.length })}>
          <TableHead>
            <TableRow>
              {['designation', 'element', 'next_date', 'status'].map((c) => <TableCell key={c}>{col(c)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {controls.map((k) => (
              <TableRow key={k.id}>
                <TableCell>{k.designation}</TableCell>
                <TableCell><MuiLink component={Link} to={`/elements/${k.element}`}>{k.element_name}</MuiLink></TableCell>
                <TableCell>{formatDate(k.next_date)}</TableCell>
                <TableCell>
                  {translate(`app.interventions.control_statuses.${k.status}`)}
                  {k.completed_date ? ` (${formatDate(k.completed_date)})` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
