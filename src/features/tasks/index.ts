// Observations (API `tasks`) at /tasks: the list with its cycling status chip, the observation's
// page and form with its notes; the element page's section is ElementTasks, the maintenance
// intervention page's InterventionTasks.
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { TaskList } from './TaskList';
import { TaskCreate, TaskEdit, TaskShow } from './TaskViews';

export const tasksArea: ConsoleArea = {
  name: 'tasks',
  views: { tasks: { list: TaskList, show: TaskShow, create: TaskCreate, edit: TaskEdit, icon: ReportProblemOutlinedIcon } },
  menu: [{ route: '/tasks', icon: ReportProblemOutlinedIcon, label: 'app.menu.tasks', area: 'elementtask', position: MENU_POSITIONS.tasks }],
};
