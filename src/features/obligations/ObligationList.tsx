// /obligations ('Obligations documentaires'): the engine list (tabs to validate / validated / no
// document / all, filters, search, export, column chooser) with the obligations' cells: the
// element as a link to its page, the linked mark with its attach button, the status chip that
// toggles on click; bulk validate / no follow-up / delete.
import { obligations } from '../../../resources/obligations';
import { EngineList } from '../../engine/EngineList';
import { ElementLink, NameCell } from '../elements/ElementCells';
import { LinkedMark } from './LinkedMark';
import { ObligationBulkToolbar } from './ObligationBulkToolbar';
import { ObligationStatusChip } from './ObligationStatusChip';

export const ObligationList = () => (
  <EngineList
    def={obligations}
    cells={{ element: <ElementLink />, factory: <NameCell source="factory" />, status: <ObligationStatusChip />, linked: <LinkedMark /> }}
    empty={false}
    bulkToolbar={<ObligationBulkToolbar />}
  />
);
