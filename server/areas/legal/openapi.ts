// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, int, json, obj, str } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/legal/': { 200: json('The operator\'s details for the legal page', obj({ operator: obj({}, { additionalProperties: str }), subprocessors: arr(str), session_ttl_hours: int })) },
  },
};
