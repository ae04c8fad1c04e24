// Folders (API `tags`) at /tag: engine views only, under the data management entry of the sidebar.
import FolderIcon from '@mui/icons-material/Folder';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { FolderShow } from './FolderShow';

export const tagsArea: ConsoleArea = {
  name: 'tags',
  views: { tags: { icon: FolderIcon, show: FolderShow } },
  menu: [{
    route: '/tag', icon: FolderIcon, label: 'app.menu.tags', area: 'tag', position: MENU_POSITIONS.data_management + 2, group: 'data_management',
  }],
};
