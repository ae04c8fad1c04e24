// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, binary } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/calendar/ics/{token}': { 200: binary('The private calendar feed (RFC 5545), no sign-in: the token is the credential', 'text/calendar') },
  },
};
