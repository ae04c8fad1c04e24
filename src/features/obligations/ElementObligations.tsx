// The element page's Obligations section: the documents its regulation requires on file, each
// with its reference text (a link to Légifrance), the linked mark and attach button, the status chip.
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { LinkedMark } from './LinkedMark';
import { ObligationStatusChip } from './ObligationStatusChip';

export const ElementObligations = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const f = (name: string) => translate(`resources.obligations.fields.${name}`);
  const { data = [], isPending } = useGetList('obligations', {
    filter: { element: record?.id }, sort: { field: 'document_name', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary" role="status">{translate('resources.obligations.empty')}</Typography>;
  return (
    <Box aria-label={translate('resources.obligations.section')} component="section">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{f('document_name')}</TableCell>
            <TableCell>{f('reference')}</TableCell>
            <TableCell>{f('linked')}</TableCell>
            <TableCell>{f('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{String(r.document_name)}</TableCell>
              <TableCell>
                {r.reference_url
                  ? <MuiLink href={String(r.reference_url)} target="_blank" rel="noopener noreferrer">{String(r.reference ?? '')}</MuiLink>
                  : String(r.reference ?? '')}
              </TableCell>
              <TableCell><LinkedMark record={r} /></TableCell>
              <TableCell><ObligationStatusChip record={r} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
