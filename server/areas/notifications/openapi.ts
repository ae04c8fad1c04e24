// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, binary, int, json, obj } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/notifications/': { 200: json('The bell\'s notifications', obj({ next: { type: 'string', nullable: true }, previous: { type: 'string', nullable: true }, unread: int, results: arr(obj({}, { additionalProperties: true })) })) },
    'post /api/v1/notifications/{id}/read/': { 200: json('Read', obj({ id: int, read: { type: 'boolean' } })) },
    'post /api/v1/notifications/read-all/': { 200: json('How many were marked read', obj({ updated: int })) },
    'post /api/v1/user/notifications/preview/': { 200: json('A preview mail was sent', obj({ sent: { type: 'boolean' } })) },
    'get /api/v1/notifications/unsubscribe/': { 200: binary('A page to confirm (no sign-in)', 'text/html') },
    'post /api/v1/notifications/unsubscribe/': { 200: binary('Switched off (RFC 8058 one-click)', 'text/html') },
  },
};
