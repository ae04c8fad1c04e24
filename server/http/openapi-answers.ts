// What /api/docs shows of answers no zod schema declares (issue 28 §2): a route whose reply is a
// file, a job, a confirmation or a small hand-built object. Written into the generated document
// (docs.ts, transformObject) so that nothing changes at run time: a drift fails the OpenAPI test
// (tests/api/openapi-coverage.test.ts), never a request. The error shapes are errors.ts's.
import { z } from 'zod';
import { currentUserSchema } from '../../resources/contract';

type Schema = Record<string, unknown>;
type Answer = { description: string; content?: Record<string, { schema: Schema }>; headers?: Schema };
type Operation = { responses?: Record<string, Answer | { $ref: string }>; requestBody?: Schema; parameters?: { in: string; name: string }[] };

const str = { type: 'string' };
const int = { type: 'integer' };
const obj = (properties: Record<string, Schema>, extra: Schema = {}): Schema => ({ type: 'object', properties, ...extra });
const arr = (items: Schema): Schema => ({ type: 'array', items });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: Schema): Answer => ({ description, content: { 'application/json': { schema } } });
const binary = (description: string, ...types: string[]): Answer => ({
  description, content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});
const none = (description: string): Answer => ({ description });
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

export const SCHEMAS: Record<string, Schema> = {
  FieldErrors: obj({ non_field_errors: arr(str) }, {
    additionalProperties: arr(str), description: 'Per field, its translated messages; non_field_errors for the whole request',
  }),
  Detail: obj({ detail: str, code: { ...str, description: 'A refusal a client acts on, e.g. tier_required, password_change_required' },
    tier: { ...str, description: 'With tier_required: the plan that opens it' } }, { required: ['detail'] }),
  QueuedJob: obj({ job: obj({ id: int }), count: int, message: str }, { description: 'Queued: follow GET /api/v1/jobs/{id}/' }),
  Confirmation: obj({
    message: str, dependents: { type: 'object', additionalProperties: int, description: 'Rows deleted with it, by kind' },
    confirm_request: obj({ url: str, method: str, data: obj({}) }),
  }, { description: 'Nothing done yet: replay confirm_request to go on' }),
  Count: obj({ count: int }),
  DetailMessage: obj({ detail: str }),
};

const job = json('Queued as a job (large selections, e-mailed results)', ref('QueuedJob'));
const confirmation = json('A confirmation to replay (dependents listed)', ref('Confirmation'));
const message = json('Done; a translated message', ref('DetailMessage'));

/** The engine's routes whose answer is no row: matched by pattern over every resource. */
const ENGINE: [RegExp, string, Record<string, Answer>][] = [
  [/^\/api\/v1\/[\w-]+\/export\/$/, 'get', { 200: binary('The list as a file (format=csv or xlsx)', CSV, XLSX), 202: job }],
  [/^\/api\/v1\/[\w-]+\/\{id\}\/$/, 'delete', { 204: none('Deleted'), 200: confirmation }],
  [/^\/api\/v1\/[\w-]+\/\{id\}\/export\/$/, 'get', { 200: binary('The record with its linked rows (format=pdf or xlsx)', PDF, XLSX) }],
  [/^\/api\/v1\/[\w-]+\/generate_report\/$/, 'get', { 200: binary('A report of the filtered list (format=pdf or xlsx)', PDF, XLSX), 202: job }],
  [/^\/api\/v1\/[\w-]+\/bulk\/$/, 'post', { 200: json('Done at once: how many rows, or a delete confirmation', { oneOf: [ref('Count'), ref('Confirmation')] }), 202: job }],
];

const user = z.toJSONSchema(currentUserSchema, { target: 'openapi-3.0', unrepresentable: 'any' }) as Schema;
const page = (items: Schema) => obj({ next: { type: 'string', nullable: true }, previous: { type: 'string', nullable: true }, results: arr(items) });
const note = obj({ id: int, text: str, pinned: { type: 'boolean' }, author: int, created_at: str }, { additionalProperties: true });
const thread = obj({ id: int, subject: str, company: int, company_name: str, author: { ...int, nullable: true }, author_name: { ...str, nullable: true },
  created_at: str, last_message_at: str, unread: int });
const supportMessage = obj({ id: int, text: str, from_support: { type: 'boolean' }, author: { ...int, nullable: true }, author_name: { ...str, nullable: true }, created_at: str });
const zip = obj({ id: int, status: str, progress: { type: 'number' }, url: { type: 'string', nullable: true } }, { additionalProperties: true });

/** Hand-written routes, by method and path as the document names them. */
const ROUTES: Record<string, Record<string, Answer>> = {
  'get /api/v1/health/': { 200: json('The API and its database answer', obj({ status: str })) },
  'post /api/v1/login/check/': { 200: json('How this user signs in', obj({ method: { type: 'string', enum: ['password', 'sso'] }, url: str })) },
  'post /api/v1/login/': { 200: json('A session', obj({ token: str, expiry: { ...str, format: 'date-time' }, user })) },
  'post /api/v1/logout/': { 204: none('Signed out') },
  'get /api/v1/user/me/': { 200: json('The current user', user) },
  'patch /api/v1/user/me/': { 200: json('The current user, updated', user) },
  'get /api/v1/company/all': { 200: json('The companies the user may act in', arr(obj({ id: int, name: str }, { additionalProperties: true }))) },
  'post /api/v1/company/change/': { 200: json('The company now in force ({"id": "all"} for all)', obj({ id: { oneOf: [int, str] } }, { additionalProperties: true })) },
  'post /api/v1/user/me/picture/': { 200: json('The current user with the new picture', user) },
  'delete /api/v1/user/me/picture/': { 204: none('Removed') },
  'get /api/v1/files/{id}/': { 200: binary('The file, inline', 'image/png', 'image/jpeg', 'application/octet-stream') },
  'get /api/v1/user/notifications/': { 200: json('The notification switches', { type: 'object', additionalProperties: true }) },
  'put /api/v1/user/notifications/': { 200: json('The notification switches, saved', { type: 'object', additionalProperties: true }) },
  'get /api/v1/comments/': { 200: json('The notes of an object (type, id)', obj({ results: arr(note) })) },
  'post /api/v1/comments/': { 201: json('The note', note) },
  'post /api/v1/comments/{id}/pin/': { 200: json('The note, pinned', note) },
  'post /api/v1/comments/{id}/unpin/': { 200: json('The note, unpinned', note) },
  'delete /api/v1/comments/{id}/': { 204: none('Deleted') },
  'get /api/v1/documents/{id}/download/': { 200: binary('The document\'s file', 'application/octet-stream', PDF) },
  'post /api/v1/documents/zip/': { 202: json('A zip is being made; its link is e-mailed', obj({ job: obj({ id: int }), count: int, link: str, message: str })) },
  'post /api/v1/documents/move/': { 200: json('Documents moved to the folder', obj({ count: int, message: str })) },
  'get /api/v1/documents/zips/{id}/': { 200: json('The zip\'s state; url once done', zip) },
  'get /api/v1/express-reports/{id}/file/': { 200: binary('The report\'s PDF, inline', PDF) },
  'get /api/v1/express-reports/{id}/pages/': { 200: json('The text of each page', obj({ results: arr(obj({ page: int, text: str }, { additionalProperties: true })) })) },
  'patch /api/v1/express-reports/{id}/result/': { 200: json('The report with its corrected result', { type: 'object', additionalProperties: true }) },
  'get /api/v1/express-reports/{id}/links/': { 200: json('What its validation created', obj({ tasks: arr(obj({}, { additionalProperties: true })), controls: arr(obj({}, { additionalProperties: true })), document: { type: 'object', nullable: true } })) },
  'get /api/v1/support/express-reports/': { 200: json('Every company\'s reports to process (support)', obj({ count: int, results: arr(obj({}, { additionalProperties: true })) })) },
  'get /api/v1/activity/': { 200: json('The activity report: counts per month and kind', { type: 'object', additionalProperties: true }) },
  'get /api/v1/activity/generate_report/': { 200: binary('The activity report', PDF, XLSX), 202: job },
  'get /api/v1/consumption/': { 200: json('Consumption per month and entity', { type: 'object', additionalProperties: true }) },
  'get /api/v1/consumption/export/': { 200: binary('Consumption as a file', CSV, XLSX) },
  'get /api/v1/contract/engagement/': { 200: json('The contract\'s engagement', { type: 'object', additionalProperties: true }) },
  'get /api/v1/control-prices/forecast/export/': { 200: binary('The forecast as a file', CSV, XLSX) },
  'get /api/v1/elements/attributes/': { 200: json('The custom attributes that apply', arr(obj({ id: int, name: str }, { additionalProperties: true }))) },
  'post /api/v1/elements/bulk_attribute/': { 200: json('Elements given the value', ref('Count')) },
  'post /api/v1/elements/{id}/links/': { 201: json('Linked', obj({ linked: int })) },
  'delete /api/v1/elements/{id}/links/{linked}/': { 204: none('Unlinked') },
  'get /api/v1/elements/{id}/conformity/': { 200: json('The conformity and its reasons', obj({ conformity: { type: 'string', enum: ['compliant', 'non_compliant'] }, reasons: arr(obj({}, { additionalProperties: true })) })) },
  'post /api/v1/elements/{id}/conformity/': { 200: json('The conformity once set by hand, and its reasons', obj({ conformity: str, reasons: arr(obj({}, { additionalProperties: true })) })) },
  'get /api/v1/exports/{id}/download/': { 200: binary('A finished export\'s file', CSV, XLSX, PDF, 'application/zip') },
  'get /api/v1/imports/template/': { 200: binary('The import template', XLSX) },
  'post /api/v1/imports/{id}/apply/': { 202: json('Being applied', obj({ job: obj({ id: int }), status: str, message: str })) },
  'get /api/v1/imports/{id}/errors/': { 200: binary('The file annotated with its errors', XLSX) },
  'get /api/v1/imports/{id}/error-list/': { 200: json('The errors per tab', { type: 'object', additionalProperties: true }) },
  'get /api/v1/elements/{id}/label/': { 200: binary('The element\'s label', PDF) },
  'post /api/v1/elements/labels/': { 202: job },
  'get /api/v1/elements/qr_code/{code}/': { 200: json('The element carrying the code', obj({ id: int }, { additionalProperties: true })) },
  'post /api/v1/elements/{id}/qr_code/': { 200: json('The element, the code assigned', obj({ id: int, qr_code: str }, { additionalProperties: true })) },
  'get /api/v1/notifications/': { 200: json('The bell\'s notifications', obj({ next: { type: 'string', nullable: true }, previous: { type: 'string', nullable: true }, unread: int, results: arr(obj({}, { additionalProperties: true })) })) },
  'post /api/v1/notifications/{id}/read/': { 200: json('Read', obj({ id: int, read: { type: 'boolean' } })) },
  'post /api/v1/notifications/read-all/': { 200: json('How many were marked read', obj({ updated: int })) },
  'post /api/v1/user/notifications/preview/': { 200: json('A preview mail was sent', obj({ sent: { type: 'boolean' } })) },
  'get /api/v1/notifications/unsubscribe/': { 200: binary('A page to confirm (no sign-in)', 'text/html') },
  'post /api/v1/notifications/unsubscribe/': { 200: binary('Switched off (RFC 8058 one-click)', 'text/html') },
  'post /api/v1/users/invite/': { 201: json('Users created and invited, and the refused addresses', obj({ created: arr(user), errors: { type: 'object', additionalProperties: true } })) },
  'get /api/v1/users/areas/': { 200: json('The rights areas and their actions', arr(obj({}, { additionalProperties: true }))) },
  'get /api/v1/users/rights_templates/': { 200: json('The rights templates', arr(obj({}, { additionalProperties: true }))) },
  'post /api/v1/users/bulk_rights/': { 200: json('Users changed', ref('Count')) },
  'post /api/v1/login/password-reset/': { 200: message },
  'post /api/v1/login/password-reset/confirm/': { 200: message },
  'post /api/v1/user/change-password/': { 200: message },
  'get /api/v1/calendar/ics/{token}': { 200: binary('The private calendar feed (RFC 5545), no sign-in: the token is the credential', 'text/calendar') },
  'get /api/v1/user/sessions/': { 200: json('Open sessions', page(obj({}, { additionalProperties: true }))) },
  'get /api/v1/factories/{id}/register/': { 200: binary('The site\'s regulatory register (Code du travail L4711-1 to L4711-5)', PDF), 202: job },
  'get /api/v1/support-threads/': { 200: json('The conversations with support the caller reaches, newest first, with unread counts', page(thread)) },
  'post /api/v1/support-threads/': { 201: json('The conversation opened, its first message sent', thread) },
  'get /api/v1/support-threads/{id}/messages/': { 200: json('The conversation and its messages (read by the caller\'s side now)', obj({ thread, results: arr(supportMessage) })) },
  'post /api/v1/support-threads/{id}/messages/': { 201: json('The message sent', supportMessage) },
  'get /api/v1/company/logo/': { 200: binary('The current company\'s logo', 'image/png', 'image/jpeg') },
  'delete /api/v1/company/logo/': { 204: none('Removed') },
  'get /api/v1/company/logo/mail/{company}/{sig}/': { 200: binary('The company logo for e-mails: a signed address, no session', 'image/png', 'image/jpeg') },
  'get /api/v1/legal/': { 200: json('The operator\'s details for the legal page', obj({ operator: obj({}, { additionalProperties: str }), subprocessors: arr(str), session_ttl_hours: int })) },
};

const PUBLIC = /^\/api\/v1\/(health|login|notifications\/unsubscribe|calendar\/ics|legal|company\/logo\/mail)\b/;
const MULTIPART = new Set(['post /api/v1/documents/', 'patch /api/v1/documents/{id}/', 'put /api/v1/documents/{id}/',
  'post /api/v1/express-reports/', 'post /api/v1/imports/', 'post /api/v1/user/me/picture/']);

const isDefault = (op: Operation) => {
  const codes = Object.keys(op.responses ?? {});
  const only = op.responses?.['200'] as Answer | undefined;
  return codes.length === 1 && !!only && !only.content;
};

/** Fills the answers of `doc` (an OpenAPI 3 document) in place, and returns it. */
export function completeAnswers<T extends { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> }>(doc: T): T {
  const components = (doc.components ??= {}) as Record<string, Record<string, unknown>>;
  components.schemas = { ...(components.schemas ?? {}), ...SCHEMAS };
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const known = ROUTES[`${method} ${path}`] ?? ENGINE.find(([re, m]) => m === method && re.test(path))?.[2];
      if (known && isDefault(op)) op.responses = { ...known };
      const errors: Record<string, Answer> = {
        400: json('Refused input: messages per field', ref('FieldErrors')),
        429: { ...json('Too many requests', ref('Detail')), headers: { 'Retry-After': { schema: int, description: 'Seconds to wait' } } },
      };
      if (!PUBLIC.test(path)) {
        errors[401] = json('No valid session or token', ref('Detail'));
        errors[403] = json('A right, a plan (code tier_required) or a password change (code password_change_required) is missing', ref('Detail'));
      }
      if (path.includes('{')) errors[404] = json('Unknown, or out of the caller\'s scope', ref('Detail'));
      if (['patch', 'put', 'delete'].includes(method) || path.endsWith('/bulk/')) errors[409] = json('Being changed by a job: try again once it ends', ref('Detail'));
      op.responses = { ...errors, ...op.responses };
      if (MULTIPART.has(`${method} ${path}`)) {
        const body = (op.requestBody ?? { content: {} }) as { content: Record<string, unknown> };
        body.content['multipart/form-data'] = { schema: obj({ file: { type: 'string', format: 'binary' } }, { additionalProperties: { type: 'string' }, description: 'The file, and the other fields as form fields' }) };
        op.requestBody = body;
      }
    }
  }
  return doc;
}
