// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, int, json, none, obj, str } from '../../http/openapi-kit';

const note = obj({ id: int, text: str, pinned: { type: 'boolean' }, author: int, created_at: str }, { additionalProperties: true });

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/comments/': { 200: json('The notes of an object (type, id)', obj({ results: arr(note) })) },
    'post /api/v1/comments/': { 201: json('The note', note) },
    'post /api/v1/comments/{id}/pin/': { 200: json('The note, pinned', note) },
    'post /api/v1/comments/{id}/unpin/': { 200: json('The note, unpinned', note) },
    'delete /api/v1/comments/{id}/': { 204: none('Deleted') },
  },
};
