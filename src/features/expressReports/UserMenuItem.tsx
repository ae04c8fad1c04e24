// User menu entry 'Traiter les rapports express' (spec §2): for people able to process express
// reports (and support), on a pro plan; opens the reports waiting to be checked.
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import { useAccess, useSessionUser } from '../../providers/useSession';

export const ProcessExpressReportsItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const user = useSessionUser() as { role?: string | null; can_process_express_reports?: boolean } | null;
  const allowed = useAccess('rxpress', 'list');
  if (!allowed || !(user?.role === 'support' || user?.can_process_express_reports)) return null;
  return (
    <MenuItem ref={ref} component={Link} to="/rxpress?tab=to_check" onClick={() => userMenu?.onClose()}>
      <ListItemIcon><DocumentScannerIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.menu.process_express_reports')}</ListItemText>
    </MenuItem>
  );
});
ProcessExpressReportsItem.displayName = 'ProcessExpressReportsItem';
