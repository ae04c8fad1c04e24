// Documents (API `documents`) at /documents: the list with upload and zip, the create and edit
// forms with a file, the document page with its preview, and the zip download page /documents/download/{job} the e-mail links to.
import DescriptionIcon from '@mui/icons-material/Description';
import { Route } from 'react-router';
import { documents } from '../../../resources/documents';
import { EngineCreate, EngineEdit } from '../../engine/EngineViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { DocumentFileInput } from './DocumentFile';
import { DocumentList } from './DocumentList';
import { DocumentShow } from './DocumentShow';
import { ZipDownloadPage } from './ZipDownloadPage';

export const documentsArea: ConsoleArea = {
  name: 'documents',
  views: {
    documents: {
      list: DocumentList, show: DocumentShow, icon: DescriptionIcon,
      create: () => <EngineCreate def={documents} inputs={<DocumentFileInput kind="create" />} redirect="show" />,
      edit: () => <EngineEdit def={documents} inputs={<DocumentFileInput kind="edit" />} />,
    },
  },
  menu: [{ route: '/documents', icon: DescriptionIcon, label: 'app.menu.documents', area: 'file', position: MENU_POSITIONS.documents }],
  routes: [<Route key="documents-zip" path="/documents/download/:id" element={<ZipDownloadPage />} />],
};
