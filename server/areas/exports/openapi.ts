// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, CSV, PDF, XLSX, binary } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/exports/{id}/download/': { 200: binary('A finished export\'s file', CSV, XLSX, PDF, 'application/zip') },
  },
};
