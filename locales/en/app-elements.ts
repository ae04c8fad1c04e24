/** Console strings of elements: form, element page, list, bulk actions, global search (app.elements.*) (en). */
export const elements = {
  to_discard: 'To be discarded',
  locked: 'Locked: data update in progress.',
  whole_site: 'Whole site',
  date_before_1900: 'Dates before 1900 are not allowed',
  form: {
    no_regulation: 'This site follows no regulation of your scope: no element can be created on it.',
    choose_type: 'Choose the site, the regulation, then the element type: the type decides which fields to fill in.',
  },
  sections: {
    obligations: 'Obligations',
    controls: 'Controls',
    documents: 'Documents',
    tasks: 'Observations',
    links: 'Linked objects',
    history: 'History',
  },
  links: {
    add: 'Link an element',
    remove: 'Remove the link with %{name}',
    empty: 'No object is linked to this element.',
  },
  history: {
    empty: 'No action recorded for this element.',
    no_right: 'You do not have access to the history.',
    latest: 'The latest %{count} actions.',
  },
  sheet: {
    title: 'Element preview',
    open: 'Open the element page',
    missing: 'This element does not exist or is not accessible to you.',
  },
  bulk: {
    set_attribute: 'Set a custom attribute',
    attribute: 'Custom attribute',
    value: 'Value (empty: the value is removed)',
    attribute_help: 'The value will be applied to the selected element. |||| The value will be applied to the %{smart_count} selected elements.',
    mixed_types: 'To set a custom attribute, all selected elements must be of the same type.',
    no_attribute: 'No custom attribute applies to this element type.',
    locked: 'The selection contains a locked element (data update in progress): bulk actions are unavailable. |||| The selection contains %{smart_count} locked elements (data update in progress): bulk actions are unavailable.',
  },
  search: {
    label: 'Search for an element',
    placeholder: 'Search for an element…',
    see_all: 'See all results for "%{search}"',
    none: 'No element found',
    too_long: 'Search is limited to 100 characters.',
  },
};
