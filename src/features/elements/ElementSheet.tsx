// The side sheet of the elements list (`open_sheet` in the URL): an element's summary without
// leaving the list, and the way to its page.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack } from '@mui/material';
import { Link } from 'react-router';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { ElementSummary } from './ElementHeader';
import { elementPath } from './paths';

export const ElementSheet = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error } = useGetOne('elements', { id: id ?? 0 }, { enabled: id !== null });
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } }, 'aria-label': translate('app.elements.sheet.title') } }}>
      <Box sx={{ p: 2 }} role="region" aria-label={translate('app.elements.sheet.title')}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Button component={Link} to={elementPath(id ?? '')} variant="contained" size="small" disabled={!data}>
            {translate('app.elements.sheet.open')}
          </Button>
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error ? translate('app.elements.sheet.missing') : null}
        {data && (
          <RecordContextProvider value={data}>
            <ElementSummary />
          </RecordContextProvider>
        )}
      </Box>
    </Drawer>
  );
};
