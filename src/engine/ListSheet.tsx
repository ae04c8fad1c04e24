// The engine's side sheet (`open_sheet=<id>` in the list's URL): a row's fields without leaving
// the list, and the way to its page. An area may give its own sheet to the engine list instead.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack } from '@mui/material';
import { Link } from 'react-router';
import { RecordContextProvider, SimpleShowLayout, useGetOne, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { FieldValue } from './FieldValue';
import { fieldLabel, shownFields } from './labels';

export interface SheetProps {
  id: number | null;
  onClose: () => void;
}

export const ListSheet = ({ def, id, onClose }: SheetProps & { def: ResourceDef }) => {
  const translate = useTranslate();
  const resource = raName(def);
  const { data, error } = useGetOne(resource, { id: id ?? 0 }, { enabled: id !== null });
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      <Box sx={{ p: 2 }} role="region" aria-label={translate('app.list.sheet_title')}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Button component={Link} to={`/${resource}/${id}/show`} variant="contained" size="small" disabled={!data}>
            {translate('app.list.sheet_open')}
          </Button>
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error ? translate('ra.page.not_found') : null}
        {data && (
          <RecordContextProvider value={data}>
            <SimpleShowLayout>
              {shownFields(def).map((field) => (
                <FieldValue key={field.name} field={field} label={fieldLabel(def, field)} />
              ))}
            </SimpleShowLayout>
          </RecordContextProvider>
        )}
      </Box>
    </Drawer>
  );
};
