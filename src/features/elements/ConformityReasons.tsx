// Why the element is non-compliant (GET /elements/{id}/conformity/): the verdict that holds (an
// express report's of its inspection date, a control's result, a person's), each late control
// that blocks, a passed expiry date. With the edit right, a person may lift the verdict (the
// element's history keeps who and when); late controls and dates are lifted by doing the work.
import { Alert, Button, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { formatDate } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import type { ElementRow } from './elementRow';

interface Reason {
  kind: 'verdict' | 'late_control' | 'expired';
  source?: 'report' | 'control' | 'user';
  day?: string | null;
  remark?: string;
  report?: number | null;
  report_file?: string | null;
  control?: number | null;
  control_designation?: string | null;
  designation?: string;
  next_date?: string;
  user_name?: string | null;
  expiry_date?: string | null;
}
interface Answer { conformity: string; reasons: Reason[] }

const ReasonText = ({ reason }: { reason: Reason }) => {
  const translate = useTranslate();
  const date = formatDate(reason.day ?? reason.next_date ?? reason.expiry_date ?? null);
  if (reason.kind === 'late_control') {
    return <>{translate('app.elements.why.late_control', { name: reason.designation, date })}</>;
  }
  if (reason.kind === 'expired') return <>{translate('app.elements.why.expired', { date })}</>;
  if (reason.source === 'report' && reason.report) {
    return (
      <>
        {translate('app.elements.why.report', { date })}{' '}
        <MuiLink component={Link} to={`/rxpress/${reason.report}/show`}>{reason.report_file}</MuiLink>
        {reason.remark ? ` — ${reason.remark}` : ''}
      </>
    );
  }
  if (reason.source === 'control') {
    return <>{translate('app.elements.why.control', { name: reason.control_designation ?? '', date })}{reason.remark ? ` — ${reason.remark}` : ''}</>;
  }
  return <>{translate('app.elements.why.user', { name: reason.user_name || '—', date })}{reason.remark ? ` — ${reason.remark}` : ''}</>;
};

export const ConformityReasons = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const canEdit = useAccess('elements', 'edit');
  const id = record?.id;
  const key = ['elements', 'conformity', id, record?.conformity];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await httpClient<Answer>(`/elements/${id}/conformity/`, { signal })).json,
    enabled: id != null && record?.conformity === 'non_compliant',
    staleTime: 0,
  });
  const lift = useMutation({
    mutationFn: () => httpClient(`/elements/${id}/conformity/`, { method: 'POST', body: { conformity: 'compliant' } }),
    onSuccess: () => {
      notify('app.elements.why.lifted', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['elements', 'conformity', id] });
      refresh();
    },
    onError: (e) => notify((e as Error)?.message || 'app.errors.unknown', { type: 'error' }),
  });
  if (!record || record.conformity !== 'non_compliant' || !data?.reasons.length) return null;
  const verdict = data.reasons.some((r) => r.kind === 'verdict');
  return (
    <Alert severity="error" sx={{ mt: 2 }} role="region" aria-label={translate('app.elements.why.title')}
      action={verdict && canEdit && !record.locked ? (
        <Button color="inherit" size="small" disabled={lift.isPending} onClick={() => lift.mutate()}>
          {translate('app.elements.why.lift')}
        </Button>
      ) : undefined}>
      <Typography variant="subtitle2" component="h2">{translate('app.elements.why.title')}</Typography>
      <List dense disablePadding>
        {data.reasons.map((reason, i) => (
          <ListItem key={i} disableGutters sx={{ py: 0 }}><Typography variant="body2"><ReasonText reason={reason} /></Typography></ListItem>
        ))}
      </List>
    </Alert>
  );
};
