// The element page's Controls section: its open controls first (by next date), then its history
// (finished or without follow-up, latest first), each with its status and 'réalisé le …'.
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatDate } from '../../providers/dates';
import { doneText, StatusChip } from './DoneText';
import { OPEN_CONTROL_STATUSES } from '../../../resources/controls';
import type { ElementRow } from '../elements/elementRow';

// The one open-control rule (resources/controls.ts), as the API applies it.
const OPEN: readonly string[] = OPEN_CONTROL_STATUSES;

const Rows = ({ rows }: { rows: RaRecord[] }) => {
  const translate = useTranslate();
  const f = (name: string) => translate(`resources.controls.fields.${name}`);
  const columns: CardColumn<RaRecord>[] = [
    { key: 'designation', label: f('designation'), cell: (r) => <MuiLink component={Link} to={`/controls/${r.id}/show`}>{String(r.designation)}</MuiLink> },
    { key: 'next_date', label: f('next_date'), cell: (r) => formatDate(r.next_date as string) },
    { key: 'completed_date', label: f('completed_date'), cell: (r) => doneText(translate, r) },
    { key: 'status', label: f('status'), cell: (r) => <StatusChip record={r} /> },
    { key: 'intervention', label: f('intervention'), cell: (r) => String(r.intervention_name ?? '') },
  ];
  return (
    <CardTable rows={rows} columns={columns} rowKey={(r) => r.id} label={translate('resources.controls.section')} />
  );
};

export const ElementControls = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  // Tab 'all': the open occurrences and the history (a list is otherwise in its first tab, 'to_do').
  const { data = [], isPending } = useGetList('controls', {
    filter: { element: record?.id, tab: 'all' }, sort: { field: 'next_date', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary" role="status">{translate('resources.controls.empty')}</Typography>;
  const open = data.filter((r) => OPEN.includes(String(r.status)));
  const history = data.filter((r) => !OPEN.includes(String(r.status))).reverse();
  return (
    <Box aria-label={translate('resources.controls.section')} component="section">
      {open.length > 0 && <Rows rows={open} />}
      {history.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }} component="h3">{translate('resources.controls.history')}</Typography>
          <Rows rows={history} />
        </>
      )}
    </Box>
  );
};
