/** API messages of elements, groups and custom attributes (api.elements.*) (en). */
export const elements = {
  errors: {
    locked: 'Locked object: data update in progress.',
    building_other_site: "The building does not belong to the element's site.",
    type_other_regulation: "The element type does not belong to the element's regulation.",
    group_mismatch: 'The group must be of the same site and regulation as the element.',
    bulk_group_mixed: 'To change the group, all selected elements must be of the same site and regulation.',
    bulk_building_mixed: 'To change the building, all selected elements must be of the same site.',
    choices_required: 'A list attribute needs at least one choice.',
    site_other_company: "Site %{id} does not belong to the attribute's company.",
  },
};
