// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, PDF, binary, int, job, json, obj, str } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/elements/{id}/label/': { 200: binary('The element\'s label', PDF) },
    'post /api/v1/elements/labels/': { 202: job },
    'get /api/v1/elements/qr_code/{code}/': { 200: json('The element carrying the code', obj({ id: int }, { additionalProperties: true })) },
    'post /api/v1/elements/{id}/qr_code/': { 200: json('The element, the code assigned', obj({ id: int, qr_code: str }, { additionalProperties: true })) },
  },
};
