import { defineResource } from './types';

/**
 * A company's own periodic controls (plan pro): for some element types of a regulation, on some
 * of its sites (none: all). Creating one creates its controls on every matching element;
 * changing its scope adds or closes the open occurrences; deleting it removes them.
 */
export const voluntaryControlTypes = defineResource({
  name: 'voluntary-control-types',
  area: 'typecustomcontrol',
  tier: 'pro',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'category', type: 'string', maxLength: 100, list: true, filter: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', required: true, filter: true, list: true },
    { name: 'element_types', type: 'references', reference: 'element-types', required: true, filter: true, list: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true },
    { name: 'frequency_months', type: 'number', required: true, list: true, sortable: true },
    { name: 'leads_to_non_compliance', type: 'boolean', list: true, filter: true },
    { name: 'author', type: 'reference', reference: 'users', readOnly: true },
    { name: 'open_controls', type: 'number', readOnly: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
