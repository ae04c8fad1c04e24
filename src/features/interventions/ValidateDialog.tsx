// 'Valider' asks the day the work was really done (completed_date): by default the earlier of the
// planned end and today, never after today (the API refuses a future date with a message shown
// here). The intervention's controls are finished on that day.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Today (the browser's day) as YYYY-MM-DD. */
const todayIso = () => format(new Date(), 'yyyy-MM-dd');

/** The default completion day: the planned end when it is past, else today. */
export const defaultCompletion = (end: unknown, today = todayIso()): string =>
  typeof end === 'string' && end && end < today ? end : today;

interface Props {
  open: boolean;
  end: unknown;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (completedDate: string) => void;
}

export const ValidateDialog = ({ open, end, pending, error, onCancel, onConfirm }: Props) => {
  const translate = useTranslate();
  const [day, setDay] = useState(() => defaultCompletion(end));
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="validate-intervention-title">
      <DialogTitle id="validate-intervention-title">{translate('app.interventions.validate.title')}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={translate('app.interventions.validate.completed_date')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
          helperText={translate('app.interventions.validate.help')}
          fullWidth
          margin="dense"
        />
        {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={pending || !day} onClick={() => onConfirm(day)}>
          {translate('app.interventions.steps.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
