import { defineResource } from './types';

/**
 * The control budget: the company's price (euros, excl. VAT) of one control of a type. The
 * forecast (GET /control-prices/forecast/) multiplies it by the controls due per month and site.
 */
export const controlPrices = defineResource({
  name: 'control-prices',
  route: 'controlprice',
  area: 'control',
  labelField: 'type',
  defaultOrdering: 'type',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'type', type: 'reference', reference: 'control-types', required: true, filter: true, list: true, sortable: true },
    { name: 'price', type: 'number', unit: 'euros', required: true, list: true, sortable: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
