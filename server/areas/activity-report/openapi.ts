// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, PDF, XLSX, binary, job, json } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/activity/': { 200: json('The activity report: counts per month and kind', { type: 'object', additionalProperties: true }) },
    'get /api/v1/activity/generate_report/': { 200: binary('The activity report', PDF, XLSX), 202: job },
  },
};
