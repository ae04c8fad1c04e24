// Express reports (API `express-reports`, tier pro) at /rxpress: the list with the upload of
// several PDFs, and the report page (check, correct, validate), which is where a row opens: the
// review screen edits the report, so there is no bare edit form.
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { MENU_POSITIONS, USER_MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { ProcessExpressReportsItem } from './UserMenuItem';
import { ExpressReportList } from './ExpressReportList';
import { ExpressReportShow } from './ExpressReportShow';

export const expressReportsArea: ConsoleArea = {
  name: 'express-reports',
  userMenu: [{ position: USER_MENU_POSITIONS.express_reports, item: ProcessExpressReportsItem }],
  views: { 'express-reports': { list: ExpressReportList, show: ExpressReportShow, create: null, edit: null, icon: DocumentScannerIcon } },
  menu: [{ route: '/rxpress', icon: DocumentScannerIcon, label: 'app.menu.express_reports', area: 'expressreport', tier: 'pro',
    position: MENU_POSITIONS.express_reports }],
};
