// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, int, json, obj, page, str } from '../../http/openapi-kit';

const thread = obj({ id: int, subject: str, company: int, company_name: str, author: { ...int, nullable: true }, author_name: { ...str, nullable: true },
  created_at: str, last_message_at: str, unread: int });
const supportMessage = obj({ id: int, text: str, from_support: { type: 'boolean' }, author: { ...int, nullable: true }, author_name: { ...str, nullable: true }, created_at: str });

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/support-threads/': { 200: json('The conversations with support the caller reaches, newest first, with unread counts', page(thread)) },
    'post /api/v1/support-threads/': { 201: json('The conversation opened, its first message sent', thread) },
    'get /api/v1/support-threads/{id}/messages/': { 200: json('The conversation and its messages (read by the caller\'s side now)', obj({ thread, results: arr(supportMessage) })) },
    'post /api/v1/support-threads/{id}/messages/': { 201: json('The message sent', supportMessage) },
  },
};
