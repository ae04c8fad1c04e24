/** API messages of controls (api.controls.*) (fr). */
export const controls = {
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
};
