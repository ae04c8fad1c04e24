// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, PDF, binary, int, json, obj, str } from '../../http/openapi-kit';

const zip = obj({ id: int, status: str, progress: { type: 'number' }, url: { type: 'string', nullable: true } }, { additionalProperties: true });

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/documents/{id}/download/': { 200: binary('The document\'s file', 'application/octet-stream', PDF) },
    'post /api/v1/documents/zip/': { 202: json('A zip is being made; its link is e-mailed', obj({ job: obj({ id: int }), count: int, link: str, message: str })) },
    'post /api/v1/documents/move/': { 200: json('Documents moved to the folder', obj({ count: int, message: str })) },
    'get /api/v1/documents/zips/{id}/': { 200: json('The zip\'s state; url once done', zip) },
  },
  multipart: ['post /api/v1/documents/', 'patch /api/v1/documents/{id}/', 'put /api/v1/documents/{id}/'],
};
