// The words of the observations area (tasks), in French (English: tasks.en.ts). The catalogues
// merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails
// the start.
import type * as metadata from './tasks';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    tasks: {
      name: 'Observation |||| Observations',
      page: { create: 'Nouvelle observation' },
      fields: {
        id: 'ID', description: 'Description', element: 'Élément', factory: 'Site', building: 'Bâtiment', regulation: 'Réglementation',
        element_type: "Type d'élément", deadline: 'Échéance', manager: 'Responsable', status: 'Statut',
        verified_points: 'Points vérifiés', origin: 'Origine', control: 'Contrôle', intervention: 'Intervention de maintenance',
        late: 'En retard', open: 'Ouverte', deadline_lte: "Échéance jusqu'au", created_at: 'Créée le',
      },
      choices: {
        status: { not_started: 'Non commencée', doing: 'En cours', done: 'Terminée', no_followup: 'Sans suite' },
        origin: { manual: 'Saisie manuelle', control: 'Contrôle', express_report: 'Rapport express' },
      },
      tabs: { open: 'Ouvertes', late: 'En retard', done: 'Terminées', all: 'Toutes' },
      status_updated: 'Le statut a été mis à jour',
      status_next: 'Statut : %{status}. Cliquer pour passer à « %{next} »',
      section: 'Observations',
      empty: 'Aucune observation pour cet élément.',
      add: 'Ajouter une observation',
      shown: { label: 'Observations affichées', open: 'Ouvertes', closed: 'Fermées', all: 'Toutes' },
      intervention_section: 'Observations traitées',
      intervention_empty: 'Aucune observation dans cette intervention.',
      intervention_add: 'Ajouter une observation du site',
      intervention_none: 'Aucune observation ouverte de ce site hors intervention.',
      intervention_remove: "Retirer de l'intervention",
      intervention_added: "L'observation a été ajoutée à l'intervention",
      intervention_removed: "L'observation a été retirée de l'intervention",
    },
  },
  app: {
    menu: {
      tasks: 'Observations',
    },
  },
  api: {
    tasks: {
      errors: {
        manager_site: "Le responsable doit être un utilisateur de l'entreprise ayant accès au site de l'élément.",
        control_other_element: "Le contrôle doit porter sur l'élément de l'observation.",
        intervention_other_site: "L'intervention de maintenance doit être sur le site de l'élément.",
        task_other_site: "L'observation %{id} n'est pas sur le site de l'intervention.",
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { tasks: typeof words }
}
