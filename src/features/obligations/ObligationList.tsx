// /obligations ('Obligations documentaires'): the engine list (tabs to validate / validated / no
// document / all, filters, search, export, column chooser) with the obligations' cells: the
// element as a link to its page, the linked mark with its attach button, the status chip that
// toggles on click; bulk validate / no follow-up / delete.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useRecordContext } from 'react-admin';
import { obligations } from '../../../resources/obligations';
import { EngineList } from '../../engine/EngineList';
import { elementPath } from '../elements/paths';
import { LinkedMark } from './LinkedMark';
import { ObligationBulkToolbar } from './ObligationBulkToolbar';
import { ObligationStatusChip } from './ObligationStatusChip';

const ElementLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={elementPath(record.element as number)} onClick={(e) => e.stopPropagation()}>
      {String(record.element_name ?? record.element)}
    </MuiLink>
  );
};

const SiteName = () => {
  const record = useRecordContext();
  return <>{String(record?.factory_name ?? '')}</>;
};

export const ObligationList = () => (
  <EngineList
    def={obligations}
    cells={{ element: <ElementLink />, factory: <SiteName />, status: <ObligationStatusChip />, linked: <LinkedMark /> }}
    empty={false}
    bulkToolbar={<ObligationBulkToolbar />}
  />
);
