// The words of the branches area, in French (English: branches.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './branches';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    branches: {
      name: 'Branche |||| Branches',
      fields: {
        id: 'ID',
        name: 'Nom',
        company: 'Entreprise',
        parent: 'Branche parente',
        factories: 'Sites',
        created_at: 'Créée le',
      },
    },
  },
  app: {
    menu: {
      branches: 'Branches',
    },
    branches: {
      title: 'Branches',
      intro: "L'organisation de l'entreprise : chaque branche peut contenir des sous-branches et des sites (un site dans une seule branche).",
      new_top: 'Nouvelle branche',
      add_child: 'Ajouter une sous-branche',
      rename: 'Renommer',
      move: 'Déplacer',
      sites: 'Sites',
      delete: 'Supprimer',
      delete_confirm: 'Supprimer la branche « %{name} » ? %{details}',
      name: 'Nom de la branche',
      parent: 'Branche parente',
      top_level: '(aucune : premier niveau)',
      save: 'Enregistrer',
      cancel: 'Annuler',
      empty: "Aucune branche pour l'instant.",
      no_sites: 'Aucun site',
      site_count: '%{smart_count} site |||| %{smart_count} sites',
      saved: 'Votre action a bien été prise en compte.',
      filter: 'Branche',
      filter_any: 'Toutes les branches',
      pick_sites: 'Sélectionner les sites d’une branche',
    },
  },
  api: {
    branches: {
      confirm_delete: "%{count} branche(s) seront supprimées ; les %{sites} site(s) et %{children} sous-branche(s) qu'elles contiennent remontent d'un niveau (dans la branche parente, ou hors de toute branche au premier niveau). Tapez CONFIRMER pour continuer.",
      errors: {
        company_not_corpo: "Les branches sont réservées aux entreprises de l'offre corpo.",
        parent_is_self: 'Une branche ne peut pas être son propre parent.',
        parent_cycle: 'La branche %{id} est une sous-branche de celle-ci : elle ne peut pas en être le parent.',
        parent_other_company: "La branche %{id} appartient à une autre entreprise.",
        site_outside_company: "Le site %{id} n'appartient pas à l'entreprise de la branche.",
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { branches: typeof words }
}
