// /imports: the engine list (number, object and action types, author, date, site, rows, counts,
// status; support users filter by company) with the button that opens the wizard.
import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { Button } from 'react-admin';
import { Link } from 'react-router';
import { imports } from '../../../resources/imports';
import { EngineList } from '../../engine/EngineList';

export const ImportList = () => (
  <EngineList
    def={imports}
    header={<Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}><Button component={Link} to="/imports/new" label="app.imports.new"><AddIcon /></Button></Box>}
    empty={false}
  />
);
