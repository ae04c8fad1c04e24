// What /api/docs shows of this area's hand-written routes' answers (files, jobs, small objects):
// declared here, beside the area, and written into the document by server/http/docs.ts.
import { type AreaOpenApi, CSV, XLSX, binary } from '../../http/openapi-kit';

export const openapi: AreaOpenApi = {
  answers: {
    'get /api/v1/control-prices/forecast/export/': { 200: binary('The forecast as a file', CSV, XLSX) },
  },
};
