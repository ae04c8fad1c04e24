// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, XLSX, binary, int, json, obj, str } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/imports/template/': { 200: binary('The import template', XLSX) },
    'post /api/v1/imports/{id}/apply/': { 202: json('Being applied', obj({ job: obj({ id: int }), status: str, message: str })) },
    'get /api/v1/imports/{id}/errors/': { 200: binary('The file annotated with its errors', XLSX) },
    'get /api/v1/imports/{id}/error-list/': { 200: json('The errors per tab', { type: 'object', additionalProperties: true }) },
  },
  multipart: ['post /api/v1/imports/'],
};
