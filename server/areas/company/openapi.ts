// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, binary, none } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/company/logo/': { 200: binary('The current company\'s logo', 'image/png', 'image/jpeg') },
    'delete /api/v1/company/logo/': { 204: none('Removed') },
    'get /api/v1/company/logo/mail/{company}/{sig}/': { 200: binary('The company logo for e-mails: a signed address, no session', 'image/png', 'image/jpeg') },
  },
};
