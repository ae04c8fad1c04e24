// GET /consumption/ (+ its export) and /contract/engagement/: the API computes, the console shows.
import { format, parseISO, subMonths } from 'date-fns';
import type { z } from 'zod';
import type { consumptionSchema, engagementSchema } from '../../../resources/dashboards';
import { saveResponse } from '../../providers/exportFile';
import { httpClient, send } from '../../providers/httpClient';

export type Consumption = z.infer<typeof consumptionSchema>;
export type ConsumptionRow = Consumption['rows'][number];
export type Engagement = z.infer<typeof engagementSchema> & { company: number | null; company_name: string | null };
/** `branch`: a company branch (its sites and those of the branches below it). */
export interface ConsumptionQuery { from: string; to: string; factories: number[]; branch?: number }

const query = (q: ConsumptionQuery) => ({
  month_gte: q.from, month_lte: q.to, factory: q.factories.length ? q.factories.join(',') : undefined, branch: q.branch,
});

export const fetchConsumption = async (q: ConsumptionQuery, signal?: AbortSignal): Promise<Consumption> =>
  (await httpClient<Consumption>('/consumption/', { query: query(q), signal })).json;

/** The consumption as a react-query query: the route starts it beside the page's chunk. */
export const consumptionQuery = (q: ConsumptionQuery) => ({
  queryKey: ['consumption', q.from, q.to, q.factories.join(','), q.branch ?? null],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchConsumption(q, signal),
});

export async function exportConsumption(q: ConsumptionQuery, fileFormat: 'csv' | 'xlsx'): Promise<void> {
  await saveResponse(await send('/consumption/export/', { query: { ...query(q), format: fileFormat } }), `consumption.${fileFormat}`);
}

export const fetchEngagement = async (signal?: AbortSignal): Promise<Engagement> =>
  (await httpClient<Engagement>('/contract/engagement/', { signal })).json;

/** This month and eleven months before (YYYY-MM), the consumption's default window. */
export const defaultWindow = (today = new Date()) => ({ from: format(subMonths(today, 11), 'yyyy-MM'), to: format(today, 'yyyy-MM') });

/** The months from..to (YYYY-MM), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = parseISO(`${from}-01`); format(d, 'yyyy-MM') <= to && out.length < 36; d = new Date(d.getFullYear(), d.getMonth() + 1, 1)) {
    out.push(format(d, 'yyyy-MM'));
  }
  return out;
}

/** Per month: total active elements and pages. */
export const totalsPerMonth = (months: string[], rows: ConsumptionRow[]) => months.map((month) => ({
  month,
  active_elements: rows.filter((r) => r.month === month).reduce((a, r) => a + r.active_elements, 0),
  pages: rows.filter((r) => r.month === month).reduce((a, r) => a + r.pages, 0),
}));

export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MM/yyyy');
