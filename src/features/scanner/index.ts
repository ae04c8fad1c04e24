// The QR scanner at /scanner (its page is a lazy chunk), in the sidebar after the elements.
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { scannerRoutes } from './routes';

export const scannerArea: ConsoleArea = {
  name: 'scanner',
  routes: scannerRoutes,
  menu: [{ route: '/scanner', icon: QrCodeScannerIcon, label: 'app.scanner.menu', area: 'baseregulationmodel', position: MENU_POSITIONS.scanner }],
};
