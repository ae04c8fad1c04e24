// The download page of an e-mailed export.
import { Route } from 'react-router';
import type { ConsoleArea } from '../consoleArea';
import { ExportDownloadPage } from './ExportDownloadPage';

export const exportsArea: ConsoleArea = {
  name: 'exports',
  routes: [<Route key="export-download" path="/ressource/download/:id" element={<ExportDownloadPage />} />],
};
