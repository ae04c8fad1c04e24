// The page a scanned code opens.
import { Route } from 'react-router';
import { QrCodePage } from './QrCodePage';

export const labelRoutes = [<Route key="qr-code" path="/elements/qr_code/:code" element={<QrCodePage />} />];
