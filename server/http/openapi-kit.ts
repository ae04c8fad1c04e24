// The pieces an area's OpenAPI answers are written with (its `openapi.ts`, issue 27 §3): a route
// whose reply is a file, a job, a confirmation or a small hand-built object declares it beside its
// area, and docs.ts writes it into the generated document. Nothing changes at run time.
import { z } from 'zod';
import { currentUserSchema } from '../../resources/contract';

export type Schema = Record<string, unknown>;
export type Answer = { description: string; content?: Record<string, { schema: Schema }>; headers?: Schema };
/** Answers by 'method /api/v1/path/{param}/' (as the document names a route), then status code. */
export type RouteAnswers = Record<string, Record<string, Answer>>;
/** What an area adds to the document: its routes' answers, and its routes that take a file (multipart). */
export interface AreaOpenApi { answers?: RouteAnswers; multipart?: string[] }

export const str = { type: 'string' };
export const int = { type: 'integer' };
export const obj = (properties: Record<string, Schema>, extra: Schema = {}): Schema => ({ type: 'object', properties, ...extra });
export const arr = (items: Schema): Schema => ({ type: 'array', items });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (description: string, schema: Schema): Answer => ({ description, content: { 'application/json': { schema } } });
export const binary = (description: string, ...types: string[]): Answer => ({
  description, content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});
export const none = (description: string): Answer => ({ description });
export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = 'application/pdf';
/** Any object: a hand-built answer whose keys are documented in docs/API.md. */
export const anyObject: Schema = { type: 'object', additionalProperties: true };

export const job = json('Queued as a job (large selections, e-mailed results)', ref('QueuedJob'));
export const confirmation = json('A confirmation to replay (dependents listed)', ref('Confirmation'));
export const message = json('Done; a translated message', ref('DetailMessage'));
export const user = z.toJSONSchema(currentUserSchema, { target: 'openapi-3.0', unrepresentable: 'any' }) as Schema;
export const page = (items: Schema) => obj({ next: { type: 'string', nullable: true }, previous: { type: 'string', nullable: true }, results: arr(items) });
