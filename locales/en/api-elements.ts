/** API messages of elements, groups and custom attributes (api.elements.*) (en). */
export const elements = {
  errors: {
    locked: 'Locked object: data update in progress.',
    building_other_site: "The building does not belong to the element's site.",
    type_other_regulation: "The element type does not belong to the element's regulation.",
    group_mismatch: 'The group must be of the same site and regulation as the element.',
    bulk_group_mixed: 'To change the group, all selected elements must be of the same site and regulation.',
    bulk_building_mixed: 'To change the building, all selected elements must be of the same site.',
    choices_limits: 'At most %{count} choices, each at most %{max} characters long.',
    choices_required: 'A list attribute needs at least one choice.',
    site_other_company: "Site %{id} does not belong to the attribute's company.",
    link_self: 'An element cannot be linked to itself.',
  },
  values: {
    not_applicable: 'The custom attribute %{id} does not apply to this element.',
    text: '"%{name}": a text of at most %{max} characters is expected.',
    number: '"%{name}": a number is expected.',
    date: '"%{name}": a date in the YYYY-MM-DD format is expected.',
    date_before_1900: '"%{name}": dates before 1900 are not allowed',
    boolean: '"%{name}": yes or no is expected.',
    list: '"%{name}": the option is not valid',
    not_categorisable: 'Only categorisable elements take a custom attribute (an attribute of the company applies to their type on their site): %{count} selected element(s) are not.',
    not_to_categorise: 'No custom attribute of the company applies to this element (its type on its site): it is not to be categorised.',
    bulk_mixed_types: 'To set a custom attribute, all selected elements must be of the same type.',
    bulk_not_applicable: 'The custom attribute "%{name}" does not apply to all selected elements (type, site or company).',
  },
};
