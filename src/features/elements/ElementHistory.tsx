// The element's history: its activity-log entries (GET /activity-log/?object_type=elements&
// object_id=…), newest first, with date, user, action and changed fields (the history screen's
// cells); a card per entry on a phone.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatDateTime } from '../../providers/dates';
import { useAccess } from '../../providers/useSession';
import { ActionCell, ChangesCell } from '../history/HistoryCells';
import type { ElementRow } from './elementRow';

const label = (field: string) => `resources.activity-log.fields.${field}`;
const LATEST = 50;

const Entries = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data = [], total, isPending } = useGetList('activity-log', {
    filter: { object_type: 'elements', object_id: id },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: LATEST },
  }, { staleTime: 0, refetchOnMount: 'always' }); // a write just made must show
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary">{translate('app.elements.history.empty')}</Typography>;
  // Custom values come per attribute, under its name, in the API's changes_display.
  const inRecord = (entry: RaRecord, cell: ReactNode) => <RecordContextProvider value={entry}>{cell}</RecordContextProvider>;
  const columns: CardColumn<RaRecord>[] = [
    { key: 'created_at', label: translate(label('created_at')), sx: { whiteSpace: 'nowrap' }, cell: (e) => formatDateTime(String(e.created_at)) },
    { key: 'user_label', label: translate(label('user_label')), cell: (e) => e.user_label },
    { key: 'action', label: translate(label('action')), cell: (e) => inRecord(e, <ActionCell />) },
    { key: 'changes', label: translate(label('changes')), cell: (e) => inRecord(e, <ChangesCell />) },
  ];
  return (
    <CardTable rows={data} columns={columns} rowKey={(e) => e.id} label={translate('app.elements.sections.history')}
      caption={total === undefined && data.length === LATEST ? translate('app.elements.history.latest', { count: LATEST }) : undefined} />
  );
};

export const ElementHistory = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const allowed = useAccess('activity-log', 'list');
  if (!record) return null;
  if (!allowed) return <Typography color="text.secondary">{translate('app.elements.history.no_right')}</Typography>;
  return <Entries id={record.id} />;
};
