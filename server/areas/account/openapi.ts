// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, binary, json, none, user } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'post /api/v1/user/me/picture/': { 200: json('The current user with the new picture', user) },
    'delete /api/v1/user/me/picture/': { 204: none('Removed') },
    'get /api/v1/files/{id}/': { 200: binary('The file, inline', 'image/png', 'image/jpeg', 'application/octet-stream') },
    'get /api/v1/user/notifications/': { 200: json('The notification switches', { type: 'object', additionalProperties: true }) },
    'put /api/v1/user/notifications/': { 200: json('The notification switches, saved', { type: 'object', additionalProperties: true }) },
  },
  multipart: ['post /api/v1/user/me/picture/'],
};
