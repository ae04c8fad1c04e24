/** API messages of the calendar (api.calendar.*) (fr). */
export const calendar = {
  errors: {
    end_before_start: 'La fin doit être postérieure ou égale au début.',
    window_too_wide: 'La période demandée ne peut dépasser %{max} jours.',
  },
} as const;
