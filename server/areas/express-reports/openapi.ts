// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, PDF, arr, binary, int, json, obj, str } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/express-reports/{id}/file/': { 200: binary('The report\'s PDF, inline', PDF) },
    'get /api/v1/express-reports/{id}/pages/': { 200: json('The text of each page', obj({ results: arr(obj({ page: int, text: str }, { additionalProperties: true })) })) },
    'patch /api/v1/express-reports/{id}/result/': { 200: json('The report with its corrected result', { type: 'object', additionalProperties: true }) },
    'get /api/v1/express-reports/{id}/links/': { 200: json('What its validation created', obj({ tasks: arr(obj({}, { additionalProperties: true })), controls: arr(obj({}, { additionalProperties: true })), document: { type: 'object', nullable: true } })) },
    'get /api/v1/support/express-reports/': { 200: json('Every company\'s reports to process (support)', obj({ count: int, results: arr(obj({}, { additionalProperties: true })) })) },
  },
  multipart: ['post /api/v1/express-reports/'],
};
