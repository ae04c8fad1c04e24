// Documents linked to an object (the element page's Documents section, a folder's page): name
// (to its page), status, date; download and preview are on the document's page.
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../../providers/dates';

export const RelatedDocuments = ({ filter, empty }: { filter: Record<string, unknown>; empty: string }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('documents', { filter, pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } });
  const f = (name: string) => translate(`resources.documents.fields.${name}`);
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary" role="status">{translate(empty)}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow><TableCell>{f('name')}</TableCell><TableCell>{f('status')}</TableCell><TableCell>{f('created_at')}</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {data.map((d) => (
          <TableRow key={d.id}>
            <TableCell><MuiLink component={Link} to={`/documents/${d.id}/show`}>{String(d.name)}</MuiLink></TableCell>
            <TableCell>{translate(`resources.documents.choices.status.${String(d.status)}`)}</TableCell>
            <TableCell>{formatDate(String(d.created_at))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
