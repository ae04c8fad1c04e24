// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, json, message, obj, ref, user } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'post /api/v1/users/invite/': { 201: json('Users created and invited, and the refused addresses', obj({ created: arr(user), errors: { type: 'object', additionalProperties: true } })) },
    'get /api/v1/users/areas/': { 200: json('The rights areas and their actions', arr(obj({}, { additionalProperties: true }))) },
    'get /api/v1/users/rights_templates/': { 200: json('The rights templates', arr(obj({}, { additionalProperties: true }))) },
    'post /api/v1/users/bulk_rights/': { 200: json('Users changed', ref('Count')) },
    'post /api/v1/login/password-reset/': { 200: message },
    'post /api/v1/login/password-reset/confirm/': { 200: message },
    'post /api/v1/user/change-password/': { 200: message },
  },
};
