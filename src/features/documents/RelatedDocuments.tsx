// Documents linked to an object (the element page's Documents section, a folder's page): name
// (to its page), status, date; download and preview are on the document's page.
import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { formatDate } from '../../providers/dates';

export const RelatedDocuments = ({ filter, empty }: { filter: Record<string, unknown>; empty: string }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('documents', { filter, pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } });
  const f = (name: string) => translate(`resources.documents.fields.${name}`);
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary" role="status">{translate(empty)}</Typography>;
  const columns: CardColumn<RaRecord>[] = [
    { key: 'name', label: f('name'), cell: (d) => <MuiLink component={Link} to={`/documents/${d.id}/show`}>{String(d.name)}</MuiLink> },
    { key: 'status', label: f('status'), cell: (d) => translate(`resources.documents.choices.status.${String(d.status)}`) },
    { key: 'created_at', label: f('created_at'), cell: (d) => formatDate(String(d.created_at)) },
  ];
  return <CardTable rows={data} columns={columns} rowKey={(d) => d.id} label={translate('resources.documents.name', { smart_count: 2 })} />;
};
