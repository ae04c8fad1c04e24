// GET /activity/ and /activity/generate_report/ (the API computes and builds the file; the
// console shows and saves it, or follows the job when the API answers 202).
import { format, parseISO } from 'date-fns';
import type { z } from 'zod';
import type { activityReportSchema } from '../../../resources/dashboards';
import { saveResponse, type QueuedExport } from '../../providers/exportFile';
import { httpClient, send } from '../../providers/httpClient';

export type ActivityReport = z.infer<typeof activityReportSchema> & { sites: { factory: number; label: string }[] };
export type ActivityPeriod = ActivityReport['period'];
export const PERIODS: ActivityPeriod[] = ['past_twelve_months', 'last_year'];
export interface ActivityQuery { period: ActivityPeriod; factories: number[] }

const query = (q: ActivityQuery) => ({ period: q.period, factory: q.factories.length ? q.factories.join(',') : undefined });

export const fetchActivity = async (q: ActivityQuery, signal?: AbortSignal): Promise<ActivityReport> =>
  (await httpClient<ActivityReport>('/activity/', { query: query(q), signal })).json;

/** The report as a react-query query: the route starts it beside the page's chunk, the page reads it. */
export const activityQuery = (q: ActivityQuery) => ({
  queryKey: ['activity', q.period, q.factories.join(',')],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchActivity(q, signal),
});

/** What the page shows first: the past twelve months, every site. */
export const DEFAULT_ACTIVITY: ActivityQuery = { period: 'past_twelve_months', factories: [] };

/** Saves the file, or returns the job when the API queued it (many sites). */
export async function generateReport(q: ActivityQuery, fileFormat: 'pdf' | 'xlsx'): Promise<QueuedExport | null> {
  const response = await send('/activity/generate_report/', { query: { ...query(q), format: fileFormat } });
  if (response.status === 202) return (await response.json()) as QueuedExport;
  await saveResponse(response, `activity.${fileFormat}`);
  return null;
}

/** 2026-11 → 11/2026 (dates read DD/MM/YYYY in the console). */
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MM/yyyy');
