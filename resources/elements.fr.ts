// The words of the elements area, in French (English: elements.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './elements';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    elements: {
      name: 'Élément |||| Éléments',
      page: { create: 'Nouvel élément' },
      fields: {
        id: 'ID',
        designation: 'Désignation',
        identification_number: "Numéro d'identification",
        factory: 'Site',
        building: 'Bâtiment',
        regulation: 'Réglementation',
        element_type: "Type d'élément",
        group: 'Groupe',
        conformity: 'Conformité',
        to_discard: 'À réformer',
        expiry_date: "Date d'expiration",
        repere_1: 'Repère 1',
        repere_2: 'Repère 2',
        qr_code: 'QR code',
        locked: 'Verrouillé',
        created_at: 'Créé le',
        last_control_date: 'Date du dernier contrôle',
        next_date_lte: "Échéance jusqu'au",
        custom_values: 'Caractéristiques personnalisées',
        linked_to: 'Lié à',
        import: 'Import n°',
        linked: 'Objets liés',
      },
      tabs: { all: 'Tous', non_compliant: 'Non conformes', to_discard: 'À réformer' },
      conformity: { compliant: 'Conforme', non_compliant: 'Non conforme' },
      // The same labels as choices: exports and engine cells translate `conformity` (never the raw value).
      choices: { conformity: { compliant: 'Conforme', non_compliant: 'Non conforme' } },
    },
  },
  app: {
    menu: {
      elements: 'Éléments',
    },
    elements: {
      to_discard: 'À réformer',
      locked: 'Objet verrouillé : mise à jour des données en cours.',
      whole_site: 'Site entier',
      date_before_1900: 'Les dates antérieures à 1900 ne sont pas autorisées',
      form: {
        no_regulation: "Ce site ne suit aucune réglementation de votre périmètre : aucun élément ne peut y être créé.",
        choose_type: "Choisissez le site, la réglementation puis le type d'élément : le type décide des champs à renseigner.",
      },
      sections: {
        obligations: 'Obligations',
        controls: 'Contrôles',
        documents: 'Documents',
        tasks: 'Observations',
        links: 'Objets liés',
        history: 'Historique',
      },
      links: {
        add: 'Lier un élément',
        remove: 'Retirer le lien avec %{name}',
        empty: "Aucun objet n'est lié à cet élément.",
      },
      why: {
        title: 'Pourquoi non conforme',
        late_control: 'Contrôle en retard : %{name} (échéance du %{date})',
        expired: 'Date de fin de validité dépassée (%{date})',
        report: 'Verdict « non conforme » du rapport du %{date} :',
        control: 'Résultat « non conforme » du contrôle %{name} du %{date}',
        user: 'Déclaré non conforme par %{name} le %{date}',
        lift: 'Lever la non-conformité',
        lifted: 'La non-conformité a été levée',
      },
      history: {
        empty: 'Aucune action enregistrée pour cet élément.',
        no_right: "Vous n'avez pas accès à l'historique.",
        latest: 'Les %{count} dernières actions.',
      },
      sheet: {
        title: "Aperçu de l'élément",
        open: "Ouvrir la fiche de l'élément",
        missing: "Cet élément n'existe pas ou ne vous est pas accessible.",
      },
      bulk: {
        set_attribute: 'Renseigner une caractéristique',
        attribute: 'Caractéristique',
        value: 'Valeur (vide : la valeur est retirée)',
        attribute_help: "La valeur sera appliquée à l'élément sélectionné. |||| La valeur sera appliquée aux %{smart_count} éléments sélectionnés.",
        mixed_types: 'Pour renseigner une caractéristique, tous les éléments sélectionnés doivent être du même type.',
        not_categorisable: "Ces éléments ne sont pas catégorisables : aucune caractéristique personnalisée ne s'applique à leur type.",
        not_to_categorise: "Cet élément n'est pas à catégoriser : aucune caractéristique personnalisée ne s'applique à son type.",
        no_attribute: "Aucune caractéristique personnalisée ne s'applique à ce type d'élément.",
        locked: "La sélection contient un élément verrouillé (mise à jour des données en cours) : les actions groupées sont indisponibles. |||| La sélection contient %{smart_count} éléments verrouillés (mise à jour des données en cours) : les actions groupées sont indisponibles.",
      },
      search: {
        label: 'Rechercher un élément',
        placeholder: 'Rechercher un élément…',
        see_all: 'Voir tous les résultats pour « %{search} »',
        none: 'Aucun élément trouvé',
        too_long: 'La recherche est limitée à 100 caractères.',
      },
    },
  },
  api: {
    elements: {
      errors: {
        locked: 'Objet verrouillé : mise à jour des données en cours.',
        building_other_site: "Le bâtiment n'appartient pas au site de l'élément.",
        type_other_regulation: "Le type d'élément n'appartient pas à la réglementation de l'élément.",
        group_mismatch: "Le groupe doit être du même site et de la même réglementation que l'élément.",
        bulk_group_mixed: 'Pour changer de groupe, tous les éléments sélectionnés doivent être du même site et de la même réglementation.',
        bulk_building_mixed: 'Pour changer de bâtiment, tous les éléments sélectionnés doivent être du même site.',
        choices_limits: 'Au plus %{count} choix, de %{max} caractères chacun au plus.',
        choices_required: 'Une caractéristique de type liste doit avoir au moins un choix.',
        site_other_company: "Le site %{id} n'appartient pas à l'entreprise de la caractéristique.",
        link_self: 'Un élément ne peut pas être lié à lui-même.',
      },
      values: {
        not_applicable: "La caractéristique %{id} ne s'applique pas à cet élément.",
        text: '« %{name} » : un texte de %{max} caractères au plus est attendu.',
        number: '« %{name} » : un nombre est attendu.',
        date: '« %{name} » : une date au format AAAA-MM-JJ est attendue.',
        date_before_1900: '« %{name} » : les dates antérieures à 1900 ne sont pas autorisées',
        boolean: '« %{name} » : oui ou non est attendu.',
        list: "« %{name} » : l'option n'est pas valide",
        not_categorisable: "Seuls des éléments catégorisables reçoivent une caractéristique (une caractéristique de l'entreprise s'applique à leur type sur leur site) : %{count} élément(s) de la sélection ne le sont pas.",
        not_to_categorise: "Aucune caractéristique de l'entreprise ne s'applique à cet élément (son type sur son site) : il n'est pas à catégoriser.",
        bulk_mixed_types: 'Pour renseigner une caractéristique, tous les éléments sélectionnés doivent être du même type.',
        bulk_not_applicable: "La caractéristique « %{name} » ne s'applique pas à tous les éléments sélectionnés (type, site ou entreprise).",
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { elements: typeof words }
}
