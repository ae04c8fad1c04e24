/** Labels of the imports resource (resources.imports.*) (en). */
export const imports = {
  name: 'Import |||| Imports',
  fields: {
    id: 'ID',
    number: 'Number',
    object_type: 'Object type',
    action_type: 'Action type',
    company: 'Company',
    author: 'Author',
    created_at: 'Date',
    factory: 'Site',
    file: 'File',
    row_count: 'Rows',
    creation_count: 'Creations',
    modification_count: 'Modifications',
    link_count: 'Links',
    error_count: 'Errors',
    status: 'Status',
    applied_rows: 'Rows applied',
    skip_errors: 'Rows in error skipped',
  },
  choices: {
    object_type: { elements: 'Elements', controls: 'Controls', tasks: 'Observations' },
    action_type: { create: 'Creation', update: 'Modification', link: 'Link' },
    status: { being_analysed: 'Being analysed', analysed: 'Analysed', applying: 'Being applied', done: 'Done', failed: 'Failed' },
  },
} as const;
