// What /api/docs shows of answers no zod schema declares (issue 28 §2): a route whose reply is a
// file, a job, a confirmation or a small hand-built object. Each area declares its own routes'
// answers in its `openapi.ts` (issue 27 §3); this file holds the shell's (health, sign-in, the
// current user), the engine's routes by pattern and the error shapes (errors.ts's). Written into
// the generated document (docs.ts, transformObject) so that nothing changes at run time: a drift
// fails the OpenAPI test (tests/api/openapi-coverage.test.ts), never a request.
import {
  arr, binary, int, json, none, obj, ref, str, user, page, job, confirmation, CSV, PDF, XLSX,
  type AreaOpenApi, type Answer, type RouteAnswers, type Schema,
} from './openapi-kit';

type Operation = { responses?: Record<string, Answer | { $ref: string }>; requestBody?: Schema; parameters?: { in: string; name: string }[] };

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

/** The engine's routes whose answer is no row: matched by pattern over every resource. */
const ENGINE: [RegExp, string, Record<string, Answer>][] = [
  [/^\/api\/v1\/[\w-]+\/export\/$/, 'get', { 200: binary('The list as a file (format=csv or xlsx)', CSV, XLSX), 202: job }],
  [/^\/api\/v1\/[\w-]+\/\{id\}\/$/, 'delete', { 204: none('Deleted'), 200: confirmation }],
  [/^\/api\/v1\/[\w-]+\/\{id\}\/export\/$/, 'get', { 200: binary('The record with its linked rows (format=pdf or xlsx)', PDF, XLSX) }],
  [/^\/api\/v1\/[\w-]+\/generate_report\/$/, 'get', { 200: binary('A report of the filtered list (format=pdf or xlsx)', PDF, XLSX), 202: job }],
  [/^\/api\/v1\/[\w-]+\/bulk\/$/, 'post', { 200: json('Done at once: how many rows, or a delete confirmation', { oneOf: [ref('Count'), ref('Confirmation')] }), 202: job }],
];

/** The shell's hand-written routes (server/http, server/auth), by method and path as the document names them. */
const SHELL: RouteAnswers = {
  'get /api/v1/health/': { 200: json('The API and its database answer', obj({ status: str })) },
  'post /api/v1/login/check/': { 200: json('How this user signs in', obj({ method: { type: 'string', enum: ['password', 'sso'] }, url: str })) },
  'post /api/v1/login/': { 200: json('A session', obj({ token: str, expiry: { ...str, format: 'date-time' }, user })) },
  'post /api/v1/logout/': { 204: none('Signed out') },
  'get /api/v1/user/me/': { 200: json('The current user', user) },
  'patch /api/v1/user/me/': { 200: json('The current user, updated', user) },
  'get /api/v1/company/all': { 200: json('The companies the user may act in', arr(obj({ id: int, name: str }, { additionalProperties: true }))) },
  'post /api/v1/company/change/': { 200: json('The company now in force ({"id": "all"} for all)', obj({ id: { oneOf: [int, str] } }, { additionalProperties: true })) },
  'get /api/v1/user/sessions/': { 200: json('Open sessions', page(obj({}, { additionalProperties: true }))) },
};

const isDefault = (op: Operation) => {
  const codes = Object.keys(op.responses ?? {});
  const only = op.responses?.['200'] as Answer | undefined;
  return codes.length === 1 && !!only && !only.content;
};

/** What the document is completed with: the areas' answers and files, the routes open without a session. */
export interface Completion { areas: AreaOpenApi[]; publicRoutes: ReadonlySet<string> }

/** Fills the answers of `doc` (an OpenAPI 3 document) in place, and returns it. */
export function completeAnswers<T extends { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> }>(
  doc: T, { areas, publicRoutes }: Completion,
): T {
  const ROUTES: RouteAnswers = Object.assign({}, SHELL, ...areas.map((a) => a.answers ?? {}));
  const MULTIPART = new Set(areas.flatMap((a) => a.multipart ?? []));
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
      if (!publicRoutes.has(`${method} ${path}`)) {
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
