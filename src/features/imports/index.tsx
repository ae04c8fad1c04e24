// Imports (API `imports`) at /imports: the list, the wizard /imports/new, and the import's page
// (analysis, summary and errors per tab, apply, progress), under data management.
import UploadFileIcon from '@mui/icons-material/DriveFolderUpload';
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ImportList } from './ImportList';
import { ImportShow } from './ImportShow';

// The wizard is a chunk of its own, loaded on visit.
const ImportWizard = lazyPage(() => import('./ImportWizard').then((m) => m.ImportWizard));

export const importsArea: ConsoleArea = {
  name: 'imports',
  views: { imports: { list: ImportList, show: ImportShow, create: null, icon: UploadFileIcon } },
  menu: [{ route: '/imports', icon: UploadFileIcon, label: 'app.menu.imports', area: 'import', position: MENU_POSITIONS.data_management + 5, group: 'data_management' }],
  pages: { 'imports-new': { area: 'import' } },
  routes: [<Route key="imports-new" path="/imports/new" element={<Suspense fallback={<PageLoader />}><ImportWizard /></Suspense>} />],
};
