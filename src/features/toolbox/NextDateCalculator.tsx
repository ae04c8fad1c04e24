// The next-date calculator: the date a control was done plus its period, by the one date rule the
// API applies (resources/date-rule.ts), shown DD/MM/YYYY.
import { Box, TextField, Typography } from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { nextDate } from '../../../resources/date-rule';

export const NextDateCalculator = ({ months: pickedMonths }: { months: number | null }) => {
  const translate = useTranslate();
  const [done, setDone] = useState(format(new Date(), 'yyyy-MM-dd'));
  const [typed, setTyped] = useState('12');
  const months = pickedMonths ?? Number(typed);
  const valid = isValid(parseISO(done)) && Number.isInteger(months) && months >= 1 && months <= 240;
  const next = valid ? nextDate(done, months) : null;
  return (
    <Box component="section" aria-labelledby="calculator-title" sx={{ mb: 3 }}>
      <Typography id="calculator-title" variant="h6" component="h2">{translate('app.toolbox.calculator')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.toolbox.calculator_help')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField type="date" label={translate('app.toolbox.done_on')} value={done} onChange={(e) => setDone(e.target.value)} name="done_on"
          slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="number" label={translate('app.toolbox.months')} name="months" disabled={pickedMonths !== null}
          value={pickedMonths ?? typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 240 } }} sx={{ width: 160 }} />
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {next ? translate('app.toolbox.next_date', { date: format(parseISO(next), 'dd/MM/yyyy') }) : translate('app.toolbox.invalid')}
        </Typography>
      </Box>
    </Box>
  );
};
