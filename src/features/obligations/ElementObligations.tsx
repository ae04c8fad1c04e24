// The element page's Obligations section: the documents its regulation requires on file, each
// with its reference text (a link to Légifrance), the linked mark and attach button, the status chip.
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { LinkedMark } from './LinkedMark';
import { ObligationStatusChip } from './ObligationStatusChip';
import type { ElementRow } from '../elements/elementRow';

export const ElementObligations = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const f = (name: string) => translate(`resources.obligations.fields.${name}`);
  const { data = [], isPending } = useGetList('obligations', {
    filter: { element: record?.id }, sort: { field: 'document_name', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary" role="status">{translate('resources.obligations.empty')}</Typography>;
  const columns: CardColumn<RaRecord>[] = [
    { key: 'document_name', label: f('document_name'), cell: (r) => String(r.document_name) },
    { key: 'reference', label: f('reference'), cell: (r) => (r.reference_url
      ? <MuiLink href={String(r.reference_url)} target="_blank" rel="noopener noreferrer">{String(r.reference ?? '')}</MuiLink>
      : String(r.reference ?? '')) },
    { key: 'linked', label: f('linked'), cell: (r) => <LinkedMark record={r} /> },
    { key: 'status', label: f('status'), cell: (r) => <ObligationStatusChip record={r} /> },
  ];
  return (
    <Box aria-label={translate('resources.obligations.section')} component="section">
      <CardTable rows={data} columns={columns} rowKey={(r) => r.id} label={translate('resources.obligations.section')} />
    </Box>
  );
};
