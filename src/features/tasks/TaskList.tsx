// /tasks ('Observations'): the engine list (tabs open / late / completed / all, filters, search,
// ordering by deadline, column chooser, bulk set manager / set status / delete, export) with the
// element as a link to its page, the deadline as DD/MM/YYYY and the status chip that cycles.
import { tasks } from '../../../resources/tasks';
import { EngineList } from '../../engine/EngineList';
import { DateCell, ElementLink, NameCell } from '../elements/ElementCells';
import { TaskStatusButton } from './TaskStatusButton';

export const TaskList = () => (
  <EngineList
    def={tasks}
    openShow
    cells={{
      element: <ElementLink />, factory: <NameCell source="factory" />, manager: <NameCell source="manager" />,
      intervention: <NameCell source="intervention" />, deadline: <DateCell source="deadline" />, status: <TaskStatusButton />,
    }}
  />
);
