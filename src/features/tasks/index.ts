// Observations (API `tasks`) at /tasks: the list with its cycling status chip, the observation's
// page and form with its notes; the element page's section is ElementTasks, the maintenance
// intervention page's InterventionTasks.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { TaskList } from './TaskList';
import { TaskEdit, TaskShow } from './TaskViews';

export const tasksArea: ConsoleArea = {
  name: 'tasks',
  views: { tasks: { list: TaskList, show: TaskShow, edit: TaskEdit, icon: FactCheckIcon } },
  menu: [{ route: '/tasks', icon: FactCheckIcon, label: 'app.menu.tasks', area: 'elementtask', position: MENU_POSITIONS.tasks }],
};
