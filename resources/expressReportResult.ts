// The extracted JSON of an express report (`result`), read by other tools: issue 13 fixes its
// shape. Declared once for the analysis (writes it), the API (checks corrections) and the
// console (`import type` only). Not exported by index.ts (zod stays out of the console bundle).
import { z } from 'zod';
import { EXPRESS_PROPOSALS } from './expressReports';

const source = { page: z.number().int().min(1), confidence: z.number().min(0).max(1),
  /** The text the value was read from (highlighted on the page in the console). */
  excerpt: z.string().optional() };

export const expressResultSchema = z.object({
  inspection_date: z.object({ value: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(), ...source }),
  organisation: z.object({ value: z.string().nullable(), ...source }),
  regulation: z.object({ value: z.number().int().nullable(), ...source }),
  elements: z.array(z.object({
    element: z.number().int().nullable(),
    identification_number: z.string(),
    designation: z.string(),
    /** null: the report says the element was not verified ("sans objet", "non vérifié");
     *  'unknown': no verdict could be read (validation asks for one). */
    verdict: z.enum(['compliant', 'non_compliant', 'unknown']).nullable(),
    ...source,
  })),
  observations: z.array(z.object({
    text: z.string(),
    element: z.number().int().nullable(),
    proposal: z.enum(EXPRESS_PROPOSALS),
    task: z.number().int().nullable(),
    ...source,
  })),
});
export type ExpressResult = z.infer<typeof expressResultSchema>;
