// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, CSV, XLSX, binary, json } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/consumption/': { 200: json('Consumption per month and entity', { type: 'object', additionalProperties: true }) },
    'get /api/v1/consumption/export/': { 200: binary('Consumption as a file', CSV, XLSX) },
    'get /api/v1/contract/engagement/': { 200: json('The contract\'s engagement', { type: 'object', additionalProperties: true }) },
  },
};
