/** API messages of elements, groups and custom attributes (api.elements.*) (fr). */
export const elements = {
  errors: {
    locked: 'Objet verrouillé : mise à jour des données en cours.',
    building_other_site: "Le bâtiment n'appartient pas au site de l'élément.",
    type_other_regulation: "Le type d'élément n'appartient pas à la réglementation de l'élément.",
    group_mismatch: "Le groupe doit être du même site et de la même réglementation que l'élément.",
    bulk_group_mixed: 'Pour changer de groupe, tous les éléments sélectionnés doivent être du même site et de la même réglementation.',
    bulk_building_mixed: 'Pour changer de bâtiment, tous les éléments sélectionnés doivent être du même site.',
    choices_required: 'Une caractéristique de type liste doit avoir au moins un choix.',
    site_other_company: "Le site %{id} n'appartient pas à l'entreprise de la caractéristique.",
  },
} as const;
