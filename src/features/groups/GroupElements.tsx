// The elements of the group shown on its page (and under its edit form), a page at a time, each
// opening its element page. Rows the user cannot see are not listed (the API's scope).
import { Box, Divider, Typography } from '@mui/material';
import { useId } from 'react';
import { DataTable, Pagination, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { elements } from '../../../resources/elements';
import { raName } from '../../providers/resourceMap';
import { ConformityChip } from '../elements/ConformityChip';
import { elementPath } from '../elements/paths';
import type { RecordOf } from '../../../resources/records';

export const GroupElements = () => {
  const group = useRecordContext<RecordOf<'groups'>>();
  const translate = useTranslate();
  const headingId = useId();
  if (!group) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ my: 2 }} />
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.groups.elements', { smart_count: Number(group.element_count ?? 0) })}
      </Typography>
      <ReferenceManyField
        reference={raName(elements)}
        target="group"
        perPage={25}
        sort={{ field: 'designation', order: 'ASC' }}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
        empty={<Typography color="text.secondary">{translate('app.groups.no_elements')}</Typography>}
      >
        <DataTable bulkActionButtons={false} rowClick={(id) => elementPath(id)}>
          <DataTable.Col source="designation" label="resources.elements.fields.designation" />
          <DataTable.Col source="identification_number" label="resources.elements.fields.identification_number" />
          <DataTable.Col source="building" label="resources.elements.fields.building">
            <TextField source="building_name" />
          </DataTable.Col>
          <DataTable.Col source="conformity" label="resources.elements.fields.conformity">
            <ConformityChip />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
