// react-big-calendar on date-fns (the console's date library), in French and English: weeks start
// on Monday in both (the product's users are in France).
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';
import { WEEK_STARTS_ON } from './events';

export { WEEK_STARTS_ON };

export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { fr, en: enGB },
});
