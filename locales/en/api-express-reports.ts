/** API messages of express reports (api.expressReports.*) (en). */
export const expressReports = {
  moves: {
    being_analysed: 'The report is being analysed: it can only be set to "No follow-up".',
    being_analysed_by_ai: 'The report is being analysed: it can only be set to "No follow-up".',
    to_check: 'From "To check", the report can only go to "To validate" or "No follow-up".',
    to_validate: 'From "To validate", the report can only go to "Validated", back to "To check" or to "No follow-up".',
    finished: 'A validated report no longer changes status.',
    no_follow_up: 'A report without follow-up no longer changes status.',
  },
  missing: {
    organisation: 'The inspection body is missing: it was not read in the report.',
    verdict: 'The verdict of element "%{name}" was not read: pick it.',
    inspection_date: 'The inspection date is missing.',
    element: 'Element "%{name}" was not found: pick it.',
    observation: 'The element of observation "%{text}" was not found: pick it.',
  },
  errors: {
    cannot_process: 'You are not allowed to process express reports.',
    file_required: 'Upload a report as a PDF.',
    locked: 'This report can no longer be changed (status "%{status}").',
    validation_pending: 'This report is being validated.',
    element_outside_company: "Element %{id} does not belong to the report's company.",
    invalid_result: 'The corrected result is invalid: %{path}.',
    analysis_failed: 'The PDF could not be read: %{reason}',
  },
  status_updated: 'The status has been updated',
  validation_queued: 'The report is being validated (%{count} elements).',
} as const;
