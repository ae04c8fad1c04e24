// What a report says, kept on the report itself from its `result`: the inspection body, the
// inspection date and the regulation (list columns and filters). Written after the analysis,
// after each correction and at validation, so the columns say what the result says (a regulation
// chosen at upload stays when the report names none).
import { sql } from 'drizzle-orm';
import type { ExpressResult } from '../../../resources/expressReportResult';
import type { Runner } from '../../crud/sql';

const realDay = (d: string | null | undefined): string | null => {
  if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d && d >= '1900-01-01' ? d : null;
};

export interface ReadFields { organisation: string | null; inspection_date: string | null; regulation: number | null }

export function readFields(result: ExpressResult | null): ReadFields {
  const org = result?.organisation.value?.trim();
  return {
    organisation: org ? org.slice(0, 255) : null,
    inspection_date: realDay(result?.inspection_date.value),
    regulation: result?.regulation.value ?? null,
  };
}

export async function keepWhatItRead(tx: Runner, id: number, result: ExpressResult | null): Promise<void> {
  const f = readFields(result);
  await tx.execute(sql`UPDATE express_reports SET organisation = ${f.organisation}, inspection_date = ${f.inspection_date}::date,
    regulation_id = coalesce((SELECT r.id FROM regulations r WHERE r.id = ${f.regulation}::int), regulation_id) WHERE id = ${id}`);
}
