// /controls ('Échéances'): the engine list (tabs late / next 30 days / planned / done / all,
// filters, search, ordering by next_date, column chooser, export) with the controls' cells: the
// element as a link to its page, 'réalisé le …' / 'non réalisé', the status chip, and their bulk actions.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useRecordContext } from 'react-admin';
import { controls } from '../../../resources/controls';
import { EngineList } from '../../engine/EngineList';
import { formatDate } from '../../providers/dates';
import { elementPath } from '../elements/paths';
import { ControlBulkToolbar } from './ControlBulkToolbar';
import { DoneText, StatusChip } from './DoneText';

const ElementLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={elementPath(record.element as number)} onClick={(e) => e.stopPropagation()}>
      {String(record.element_name ?? record.element)}
    </MuiLink>
  );
};

const Label = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <>{String(record?.[`${source}_name`] ?? '')}</>;
};

const NextDate = () => {
  const record = useRecordContext();
  return <>{formatDate(record?.next_date as string | undefined)}</>;
};

export const ControlList = () => (
  <EngineList
    def={controls}
    cells={{
      element: <ElementLink />, factory: <Label source="factory" />, intervention: <Label source="intervention" />,
      next_date: <NextDate />, completed_date: <DoneText />, status: <StatusChip />,
    }}
    empty={false}
    bulkToolbar={<ControlBulkToolbar />}
  />
);
