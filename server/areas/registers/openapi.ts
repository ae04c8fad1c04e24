// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, PDF, binary, job } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/factories/{id}/register/': { 200: binary('The site\'s regulatory register (Code du travail L4711-1 to L4711-5)', PDF), 202: job },
  },
};
