// Deadlines (API `controls`) at /controls: the list with the controls' cells and bulk actions;
// the element page's Controls section is ElementControls (src/features/elements/ElementShow.tsx).
import EventNoteIcon from '@mui/icons-material/EventNote';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ControlList } from './ControlList';
import { ControlEdit, ControlShow } from './ControlViews';

export const controlsArea: ConsoleArea = {
  name: 'controls',
  views: { controls: { list: ControlList, show: ControlShow, edit: ControlEdit, icon: EventNoteIcon } },
  menu: [{ route: '/controls', icon: EventNoteIcon, label: 'app.menu.deadlines', area: 'control', position: MENU_POSITIONS.deadlines }],
};
