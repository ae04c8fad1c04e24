import { defineResource } from './types';

/** The kinds of value a custom attribute holds. */
export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'boolean', 'list'] as const;

/** Custom attributes of elements (plan pro): for some element types on some sites. */
export const customAttributes = defineResource({
  name: 'custom-attributes',
  route: 'custom-attribute',
  area: 'customattribute',
  tier: 'pro',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true },
    { name: 'type', type: 'choice', choices: ATTRIBUTE_TYPES, required: true, list: true, filter: true },
    { name: 'choices', type: 'text', maxLength: 60_000 },
    { name: 'element_types', type: 'references', reference: 'element-types', filter: true, list: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true },
    { name: 'impacted_elements', type: 'number', readOnly: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
