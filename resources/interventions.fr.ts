// The words of the control and maintenance interventions, in French (English: interventions.en.ts).
// The catalogues merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key
// given twice fails the start.
import type * as metadata from './interventions';
import type { AreaWords } from './labels';

/** What both kinds of intervention call alike. */
const both = {
  fields: {
    id: 'ID',
    name: 'Nom',
    start: 'Début',
    end: 'Fin',
    duration_days: 'Durée (jours)',
    factory: 'Site',
    regulations: 'Réglementations',
    supervisor: 'Superviseur',
    status: 'Statut',
    start_lte: 'Commence au plus tard le',
    end_gte: 'Finit au plus tôt le',
    late: 'En retard',
    completed_date: 'Réalisée le',
    created_at: 'Créée le',
  },
  choices: { status: { to_do: 'À faire', to_validate: 'À valider', done: 'Validée' } },
  tabs: { all: 'Toutes', to_do: 'À faire', to_validate: 'À valider', done: 'Validées' },
} as const;

export const words = {
  resources: {
    'control-interventions': {
      name: 'Intervention de contrôle |||| Interventions de contrôle',
      page: { create: 'Nouvelle intervention de contrôle' },
      fields: {
        ...both.fields,
        inspector: 'Intervenant',
        controls: 'Contrôles',
        control_count: 'Nombre de contrôles',
      },
      choices: both.choices,
      tabs: both.tabs,
    },
    'maintenance-interventions': {
      name: 'Intervention de maintenance |||| Interventions de maintenance',
      page: { create: 'Nouvelle intervention de maintenance' },
      fields: {
        ...both.fields,
        participant: 'Participant',
        tasks: 'Observations',
      },
      choices: both.choices,
      tabs: both.tabs,
    },
  },
  app: {
    menu: {
      control_interventions: 'Interventions de contrôle',
      maintenance_interventions: 'Interventions de maintenance',
    },
    interventions: {
      // Spec §4: the next-status buttons, named by the status they lead to.
      steps: { to_do: 'À vérifier', to_validate: 'À valider', done: 'Valider' },
      pick_site_first: "Choisissez d'abord le site : seuls ses contrôles à faire peuvent être planifiés.",
      validate: {
        title: "Valider l'intervention",
        completed_date: 'Réalisée le',
        help: "Le jour où le travail a été fait (au plus tard aujourd'hui) : ses contrôles sont réalisés à cette date.",
      },
      status_updated: 'Le statut a été mis à jour',
      status_label: 'Statut : %{status}',
      end_before_start: 'La date de fin doit être postérieure ou égale à la date de début.',
      controls: 'Contrôles de l’intervention (%{smart_count})',
      done_locked: 'Intervention validée : ses dates, son site et ses contrôles ne changent plus. Repassez-la à « À valider » pour les modifier.',
      late: 'En retard',
      no_controls: 'Aucun contrôle planifié : choisissez-en en modifiant l’intervention ou depuis la liste des échéances.',
      columns: { designation: 'Contrôle', element: 'Élément', next_date: 'Échéance', status: 'Statut' },
      control_statuses: { to_do: 'À faire', to_do_planned: 'Planifié', finished: 'Réalisé', no_follow_up: 'Sans suite' },
    },
  },
  api: {
    interventions: {
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
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { interventions: typeof words }
}
