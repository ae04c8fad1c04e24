import { defineResource } from './types';

/**
 * The periodic controls French regulation imposes per element type (read-only catalogue, cited
 * in `reference`: server/areas/controls/catalogue.ts), plus the company's voluntary control
 * types (`voluntary`), which controls also point to.
 */
export const controlTypes = defineResource({
  name: 'control-types',
  area: 'control',
  readOnly: true,
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', readOnly: true, list: true, sortable: true, search: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', readOnly: true, filter: true, list: true },
    { name: 'element_types', type: 'references', reference: 'element-types', readOnly: true, filter: true, list: true },
    { name: 'frequency_months', type: 'number', readOnly: true, list: true, sortable: true },
    { name: 'reference', type: 'string', readOnly: true, list: true },
    { name: 'reference_url', type: 'string', readOnly: true },
    { name: 'leads_to_non_compliance', type: 'boolean', readOnly: true, filter: true, list: true },
    { name: 'controller_requirement', type: 'string', readOnly: true },
    { name: 'voluntary', type: 'boolean', readOnly: true, filter: true },
  ],
  tabs: [],
  detailActions: [],
  bulkActions: [],
});
