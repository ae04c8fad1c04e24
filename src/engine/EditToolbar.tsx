// The toolbar of every edit form: save, and the single delete that asks for the typed word.
import { SaveButton, Toolbar } from 'react-admin';
import { TypedDeleteButton } from './TypedDeleteButton';

export const EditToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <TypedDeleteButton />
  </Toolbar>
);
