import type { calendar as fr } from '../fr/api-calendar';
import type { Catalogue } from '../types';

/** API messages of the calendar (api.calendar.*) (en). */
export const calendar: Catalogue<typeof fr> = {
  errors: {
    end_before_start: 'The end must be on or after the start.',
    window_too_wide: 'The period asked for cannot exceed %{max} days.',
  },
};
