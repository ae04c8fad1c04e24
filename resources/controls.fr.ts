// The words of the controls area (the deadlines), in French (English: controls.en.ts). The
// catalogues merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given
// twice fails the start.
import type * as metadata from './controls';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    controls: {
      name: 'Échéance |||| Échéances',
      page: { create: 'Nouvelle échéance' },
      fields: {
        id: 'ID', designation: 'Désignation', element: 'Élément', type: 'Type de contrôle', factory: 'Site', building: 'Bâtiment',
        regulation: 'Réglementation', element_type: "Type d'élément", frequency_months: 'Périodicité (mois)',
        next_date: 'Prochaine échéance', completed_date: 'Réalisé le', estimated_end_date: 'Fin estimée',
        out_of_group_date: 'Sortie du groupe le', start_date: 'Début', status: 'Statut', controller_requirement: 'Réalisé par',
        leads_to_non_compliance: 'Rend non conforme si en retard', intervention: 'Intervention', late: 'En retard', open: 'À faire',
        next_date_lte: "Échéance jusqu'au", next_date_gte: 'Échéance à partir du', due_within_days: 'Échéance sous (jours)',
        created_at: 'Créé le', result: 'Résultat', result_remark: 'Remarque du contrôleur',
      },
      tabs: { to_do: 'À faire', all: 'Tous', late: 'En retard', next_30_days: '30 prochains jours', planned: 'Planifiés', done: 'Réalisés' },
      choices: {
        status: { to_do: 'À faire', to_do_planned: 'Planifié', finished: 'Réalisé', no_follow_up: 'Sans suite' },
        result: { compliant: 'Conforme', non_compliant: 'Non conforme' },
      },
      done_on: 'réalisé le %{date}',
      not_done: 'non réalisé',
      plan: 'Planifier dans une intervention',
      plan_new: 'Nouvelle intervention',
      plan_choose: 'Intervention de contrôle du site',
      plan_none: "Aucune intervention de contrôle à venir sur ce site.",
      plan_one_site: 'Sélectionnez des contrôles d’un seul site.',
      no_follow_up: 'Sans suite',
      section: 'Contrôles',
      history: 'Historique',
      empty: 'Aucun contrôle pour cet élément.',
    },
  },
  app: {
    menu: {
      deadlines: 'Échéances',
    },
  },
  api: {
    controls: {
      errors: {
        completed_date_required: 'Un contrôle réalisé doit avoir une date de réalisation.',
        planned_needs_intervention: 'Un contrôle planifié doit appartenir à une intervention : planifiez-le dans une intervention.',
        not_control_intervention: "Cette intervention n'est pas une intervention de contrôle.",
        intervention_other_site: "L'intervention doit être sur le site du contrôle.",
        intervention_done: 'Cette intervention est déjà réalisée.',
        bulk_status: 'Par lot, le statut ne peut devenir que « à faire » ou « sans suite ».',
        result_finished: 'Le résultat d’un contrôle réalisé ne se modifie plus : repassez-le à faire pour le changer.',
        bulk_plan_mixed: 'Pour planifier dans une intervention, tous les contrôles sélectionnés doivent être du même site.',
      },
      // The observation a non-conforming result opens, in the language of who finished the control.
      result_task: '%{control} : %{remark}',
      result_task_plain: '%{control} : non conforme',
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { controls: typeof words }
}
