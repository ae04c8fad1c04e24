// /controls ('Échéances'): the engine list (tabs late / next 30 days / planned / done / all,
// filters, search, ordering by next_date, column chooser, export) with the controls' cells: the
// element as a link to its page, 'réalisé le …' / 'non réalisé', the status chip, and their bulk actions.
import { controls } from '../../../resources/controls';
import { EngineList } from '../../engine/EngineList';
import { DateCell, ElementLink, NameCell } from '../elements/ElementCells';
import { ControlBulkToolbar } from './ControlBulkToolbar';
import { DoneText, StatusChip } from './DoneText';

export const ControlList = () => (
  <EngineList
    def={controls}
    cells={{
      element: <ElementLink />, factory: <NameCell source="factory" />, intervention: <NameCell source="intervention" />,
      next_date: <DateCell source="next_date" />, completed_date: <DoneText />, status: <StatusChip />,
    }}
    empty={false}
    bulkToolbar={<ControlBulkToolbar />}
  />
);
