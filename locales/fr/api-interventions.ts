/** API messages of control and maintenance interventions (api.interventions.*) (fr). */
export const interventions = {
  transitions: {
    to_do: "Depuis « À faire », l'intervention ne peut passer qu'à « À valider ».",
    to_validate: "Depuis « À valider », l'intervention ne peut passer qu'à « Validée » ou revenir à « À faire ».",
    done: "Une intervention validée ne peut que revenir à « À valider ».",
  },
  errors: {
    create_status: "Une intervention est créée au statut « À faire ».",
    end_before_start: 'La date de fin doit être postérieure ou égale à la date de début.',
    supervisor_site: "Le superviseur doit avoir accès au site de l'intervention.",
    control_other_site: "Le contrôle %{id} n'est pas sur le site de l'intervention.",
    control_closed: "Le contrôle %{id} est déjà réalisé ou sans suite : il ne peut pas être planifié.",
    controls_other_site_move: "L'intervention contient des contrôles de son site : retirez-les avant de changer de site.",
    done_locked: "L'intervention est validée : repassez-la à « À valider » pour modifier ce champ.",
    completed_in_future: "La date de réalisation ne peut pas être dans le futur (aujourd'hui : %{today}).",
    completed_only_on_validate: "La date de réalisation se donne en validant l'intervention.",
    undo_blocked: "Impossible de revenir à « À valider » : la prochaine échéance de %{count} contrôle(s) a déjà été planifiée, réalisée ou modifiée.",
  },
} as const;
