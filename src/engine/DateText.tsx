// A record's date or datetime as text (DD/MM/YYYY [HH:mm]), replacing react-admin's DateField,
// whose format follows the browser's locale.
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDate, formatDateTime } from '../providers/dates';

export const DateText = ({ source, showTime = false }: { source: string; showTime?: boolean; label?: string }) => {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (value == null || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? formatDateTime(value) : formatDate(value)}
    </Typography>
  );
};
