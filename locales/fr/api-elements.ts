/** API messages of elements, groups and custom attributes (api.elements.*) (fr). */
export const elements = {
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
} as const;
