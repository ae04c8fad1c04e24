// The rights grid: one row per area (labels from GET /users/areas/), one column per action.
// Boxes the editor does not hold are disabled (the API refuses them anyway); a column's header
// box checks or unchecks every box the editor may change.
import {
  Alert, Checkbox, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACTIONS, type Action } from '../../../resources/types';
import { canGrant, columnState, holds, toggleColumn, toggleRight, type RightsValue } from './rights';
import { useAreas } from './useUserMeta';

interface Props {
  value: RightsValue | null | undefined;
  onChange: (rights: RightsValue) => void;
  /** The editor's rights; boxes outside them are disabled (null: read-only display, see `disabled`). */
  limits: RightsValue | null;
  disabled?: boolean;
  /** Accessible name of the table. */
  label?: string;
}

export const RightsGrid = ({ value, onChange, limits, disabled = false, label = 'app.users.rights.caption' }: Props) => {
  const translate = useTranslate();
  const { data: areas, isPending, isError } = useAreas();
  if (isPending) return <LinearProgress aria-label={translate('app.users.rights.loading')} />;
  if (isError || !areas) return <Alert severity="error">{translate('app.users.rights.load_error')}</Alert>;
  const actionLabel = (action: Action) => translate(`app.users.rights.actions.${action}`);
  const notHeld = translate('app.users.rights.not_held');

  return (
    // Scrolls on its own: focusable and named, so keyboard users can scroll it (WCAG 2.1.1).
    <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label={translate(label)}>
      <Table size="small" stickyHeader aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.users.rights.area')}</TableCell>
            {ACTIONS.map((action) => {
              const state = columnState(value, areas, action, limits);
              return (
                <TableCell key={action} align="center" padding="checkbox" sx={{ px: 1 }}>
                  {actionLabel(action)}
                  <Checkbox
                    size="small"
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': translate('app.users.rights.column', { action: actionLabel(action) }) } }}
                    onChange={(e) => onChange(toggleColumn(value, areas, action, e.target.checked, limits))}
                  />
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {areas.map((area) => (
            <TableRow key={area.area} hover>
              <TableCell component="th" scope="row">
                {area.label}
              </TableCell>
              {ACTIONS.map((action) => {
                if (!area.actions.includes(action)) return <TableCell key={action} padding="checkbox" />;
                const grantable = canGrant(limits, area.area, action);
                const box = (
                  <Checkbox
                    size="small"
                    checked={holds(value, area.area, action)}
                    disabled={disabled || !grantable}
                    slotProps={{ input: { 'aria-label': `${area.label} : ${actionLabel(action)}` } }}
                    onChange={(e) => onChange(toggleRight(value, area.area, action, e.target.checked, limits))}
                  />
                );
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    {grantable ? box : <Tooltip title={notHeld}><span>{box}</span></Tooltip>}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
