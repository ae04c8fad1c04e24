// The words of the interventions' calendar, in French (English: calendar.en.ts). The catalogues
// merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails
// the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    calendar: {
      menu: 'Calendrier',
      title: 'Calendrier des interventions',
      layers: 'Afficher',
      layer_control: 'Interventions de contrôle',
      layer_maintenance: 'Interventions de maintenance',
      layer_due: 'Contrôles à échéance',
      due_title: '%{smart_count} échéance |||| %{smart_count} échéances',
      late_intervention: 'En retard',
      late: '%{smart_count} en retard |||| %{smart_count} en retard',
      moved: '« %{name} » a été déplacée.',
      move_failed: "L'intervention n'a pas pu être déplacée.",
      load_failed: "Le calendrier n'a pas pu être chargé.",
      retry: 'Réessayer',
      truncated: 'Plus de %{max} interventions sur cette période : seules les %{max} premières sont affichées.',
      today: "Aujourd'hui",
      previous: 'Précédent',
      next: 'Suivant',
      month: 'Mois',
      week: 'Semaine',
      day: 'Jour',
      agenda: 'Agenda',
      date: 'Date',
      time: 'Heure',
      event: 'Événement',
      all_day: 'Journée',
      empty: 'Rien de prévu sur cette période.',
      show_more: '+ %{smart_count} autre |||| + %{smart_count} autres',
    },
  },
  api: {
    calendar: {
      errors: {
        end_before_start: 'La fin doit être postérieure ou égale au début.',
        window_too_wide: 'La période demandée ne peut dépasser %{max} jours.',
      },
    },
  },
} as const satisfies AreaWords;
