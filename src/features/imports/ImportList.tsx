// /imports: the engine list (number, object and action types, author, date, site, rows, counts,
// status; support users filter by company) with the button that opens the wizard, drawn when the
// user may import some object type (providers/actionRules.ts, the API's rule).
import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { Button } from 'react-admin';
import { Link } from 'react-router';
import { imports } from '../../../resources/imports';
import { EngineList } from '../../engine/EngineList';
import { importObjects } from '../../providers/actionRules';
import { useAccessContext } from '../../providers/useSession';
import { ImportTitle } from './ImportShow';

const NewImportButton = () => {
  const allowed = importObjects(useAccessContext()).length > 0;
  return allowed ? <Button component={Link} to="/imports/new" label="app.imports.new"><AddIcon /></Button> : null;
};

export const ImportList = () => (
  <EngineList
    def={imports}
    header={<Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}><NewImportButton /></Box>}
    empty={false}
    phoneTitle={<ImportTitle />}
  />
);
