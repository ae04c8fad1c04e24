// Every date the console shows, through date-fns (spec: DD/MM/YYYY in both languages, datetimes
// DD/MM/YYYY HH:mm in the browser's time zone). A calendar date (`2026-03-01`) is read as that
// day wherever the browser is; a datetime is an instant.
import { format, isValid, parseISO } from 'date-fns';

export const DATE_FORMAT = 'dd/MM/yyyy';
export const DATETIME_FORMAT = 'dd/MM/yyyy HH:mm';

type DateLike = string | number | Date | null | undefined;

const toDate = (value: DateLike): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : null;
};

/** `2026-03-01` or an ISO datetime → `01/03/2026`; an unreadable value is shown as it is. */
export const formatDate = (value: DateLike): string => {
  const date = toDate(value);
  return date ? format(date, DATE_FORMAT) : value == null ? '' : String(value);
};

/** An ISO datetime → `01/03/2026 14:05` (local time); a calendar date keeps 00:00. */
export const formatDateTime = (value: DateLike): string => {
  const date = toDate(value);
  return date ? format(date, DATETIME_FORMAT) : value == null ? '' : String(value);
};
