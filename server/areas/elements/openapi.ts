// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, arr, int, json, none, obj, ref, str } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/elements/attributes/': { 200: json('The custom attributes that apply', arr(obj({ id: int, name: str }, { additionalProperties: true }))) },
    'post /api/v1/elements/bulk_attribute/': { 200: json('Elements given the value', ref('Count')) },
    'post /api/v1/elements/{id}/links/': { 201: json('Linked', obj({ linked: int })) },
    'delete /api/v1/elements/{id}/links/{linked}/': { 204: none('Unlinked') },
    'get /api/v1/elements/{id}/conformity/': { 200: json('The conformity and its reasons', obj({ conformity: { type: 'string', enum: ['compliant', 'non_compliant'] }, reasons: arr(obj({}, { additionalProperties: true })) })) },
    'post /api/v1/elements/{id}/conformity/': { 200: json('The conformity once set by hand, and its reasons', obj({ conformity: str, reasons: arr(obj({}, { additionalProperties: true })) })) },
  },
};
