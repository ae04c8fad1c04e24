import { defineResource } from './types';

export const EXPRESS_REPORT_STATUSES = [
  'being_analysed', 'being_analysed_by_ai', 'to_check', 'to_validate', 'finished', 'no_follow_up',
] as const;
export type ExpressReportStatus = (typeof EXPRESS_REPORT_STATUSES)[number];

/**
 * The person's moves (spec §4: next-status actions to_check, to_validate, validate): anything
 * else is a 400 on `status`. Any status but finished may go to no_follow_up.
 */
export const EXPRESS_REPORT_MOVES: Record<ExpressReportStatus, readonly ExpressReportStatus[]> = {
  being_analysed: ['no_follow_up'],
  being_analysed_by_ai: ['no_follow_up'],
  to_check: ['to_validate', 'no_follow_up'],
  to_validate: ['to_check', 'finished', 'no_follow_up'],
  finished: [],
  no_follow_up: [],
};

/** What the reconciliation proposes for each remark (spec §3, the express report's task statuses). */
export const EXPRESS_PROPOSALS = ['new', 'to_do', 'done', 'no_follow_up', 'obsolete', 'element_not_found'] as const;
export type ExpressProposal = (typeof EXPRESS_PROPOSALS)[number];

/**
 * Express reports (tier pro, area expressreport): an inspection body's PDF report uploaded,
 * analysed offline (text layer, OCR, extraction), checked and validated. `result`: see
 * resources/expressReportResult.ts.
 */
export const expressReports = defineResource({
  name: 'express-reports',
  route: 'rxpress',
  area: 'expressreport', operational: true,
  tier: 'pro',
  labelField: 'file',
  defaultOrdering: '-deposit_date',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true, list: true },
    { name: 'status', type: 'choice', choices: EXPRESS_REPORT_STATUSES, filter: true, list: true },
    { name: 'file', type: 'string', readOnly: true, list: true, search: true, sortable: true },
    { name: 'company', type: 'reference', reference: 'companies', readOnly: true, filter: true },
    { name: 'factory', type: 'reference', reference: 'factories', createOnly: true, filter: true, list: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', filter: true, list: true },
    // What the report says (kept from `result`): the inspection body and the inspection date.
    { name: 'organisation', type: 'string', readOnly: true, filter: true, list: true, sortable: true, search: true },
    { name: 'inspection_date', type: 'date', readOnly: true, filter: true, list: true, sortable: true },
    { name: 'author', type: 'reference', reference: 'users', readOnly: true, filter: true, list: true },
    { name: 'deposit_date', type: 'datetime', readOnly: true, sortable: true, list: true },
    { name: 'analysis_date', type: 'datetime', readOnly: true, sortable: true },
    { name: 'validation_date', type: 'datetime', readOnly: true, sortable: true },
    { name: 'checked_by', type: 'reference', reference: 'users', readOnly: true },
    { name: 'pages', type: 'number', readOnly: true, list: true },
    { name: 'duration', type: 'number', readOnly: true, unit: 'seconds' },
    { name: 'validation_pending', type: 'boolean', readOnly: true },
    { name: 'deposit_date_gte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'deposit_date_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'inspection_date_gte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'inspection_date_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
  ],
  tabs: [
    { name: 'all', param: 'status', default: null },
    { name: 'being_analysed', param: 'status', default: 'being_analysed,being_analysed_by_ai' },
    { name: 'to_check', param: 'status', default: 'to_check' },
    { name: 'to_validate', param: 'status', default: 'to_validate' },
    { name: 'finished', param: 'status', default: 'finished' },
  ],
  detailActions: ['delete'],
  bulkActions: ['delete'],
});
