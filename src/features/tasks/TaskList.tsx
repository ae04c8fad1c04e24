// /tasks ('Observations'): the engine list (tabs open / late / completed / all, filters, search,
// ordering by deadline, column chooser, bulk set manager / set status / delete, export) with the
// element as a link to its page, the deadline as DD/MM/YYYY and the status chip that cycles.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useRecordContext } from 'react-admin';
import { tasks } from '../../../resources/tasks';
import { EngineList } from '../../engine/EngineList';
import { formatDate } from '../../providers/dates';
import { elementPath } from '../elements/paths';
import { TaskStatusButton } from './TaskStatusButton';

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

const Deadline = () => {
  const record = useRecordContext();
  return <>{formatDate(record?.deadline as string | undefined)}</>;
};

export const TaskList = () => (
  <EngineList
    def={tasks}
    cells={{
      element: <ElementLink />, factory: <Label source="factory" />, manager: <Label source="manager" />,
      intervention: <Label source="intervention" />, deadline: <Deadline />, status: <TaskStatusButton />,
    }}
  />
);
