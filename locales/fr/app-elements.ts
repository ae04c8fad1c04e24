/** Console strings of elements: form, element page, list, bulk actions, global search (app.elements.*) (fr). */
export const elements = {
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
};
