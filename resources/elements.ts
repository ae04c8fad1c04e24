import { defineResource } from './types';

export const CONFORMITIES = ['compliant', 'non_compliant'] as const;

/**
 * Regulated equipment (the largest table). `conformity` and `to_discard` are computed: an
 * expired expiry date makes an element non-compliant and to be discarded
 * (server/areas/elements/conformity.ts). Locked elements refuse writes and bulk actions.
 * The row also carries `company` (its site's) and the labels of its references (`<field>_name`).
 * Site, building, regulation and type sort by their names (one language: types are not translated),
 * conformity in the order of CONFORMITIES (compliant, then non-compliant; `-conformity` puts the
 * non-compliant first); every ordering ends on the id, so cursor pages never skip nor repeat a row.
 */
export const elements = defineResource({
  name: 'elements',
  route: 'elements',
  area: 'baseregulationmodel', operational: true,
  labelField: 'designation',
  defaultOrdering: 'designation',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'designation', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'identification_number', type: 'string', maxLength: 100, list: true, search: true, sortable: true },
    { name: 'factory', type: 'reference', reference: 'factories', required: true, filter: true, list: true, sortable: true },
    { name: 'building', type: 'reference', reference: 'buildings', required: true, filter: true, list: true, sortable: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', required: true, filter: true, list: true, sortable: true },
    { name: 'element_type', type: 'reference', reference: 'element-types', required: true, filter: true, list: true, sortable: true },
    { name: 'group', type: 'reference', reference: 'groups', filter: true },
    { name: 'conformity', type: 'choice', choices: CONFORMITIES, readOnly: true, filter: true, list: true, sortable: true },
    { name: 'to_discard', type: 'boolean', readOnly: true, filter: true },
    { name: 'expiry_date', type: 'date', sortable: true, list: true },
    { name: 'repere_1', type: 'string', maxLength: 255, search: true },
    { name: 'repere_2', type: 'string', maxLength: 255, search: true },
    { name: 'qr_code', type: 'string', readOnly: true },
    { name: 'locked', type: 'boolean', readOnly: true, filter: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
    // Create-only: the date its first controls count from (else its creation day).
    { name: 'last_control_date', type: 'date', createOnly: true, export: false },
    { name: 'next_date_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    // { attribute id: value } of the custom attributes that apply (server/areas/elements/custom-values.ts).
    { name: 'custom_values', type: 'values', export: false },
    // Elements linked to this one, either way (element_links).
    { name: 'linked_to', type: 'number', readOnly: true, filter: true, filterOnly: true, export: false },
    // The elements an import created, modified or linked (import_rows): its "see the elements".
    { name: 'import', type: 'number', readOnly: true, filter: true, filterOnly: true, export: false },
  ],
  tabs: [
    { name: 'all', param: 'conformity', default: null },
    { name: 'non_compliant', param: 'conformity', default: 'non_compliant' },
    { name: 'to_discard', param: 'to_discard', default: 'true' },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  bulkUpdatable: ['group', 'building'],
});
