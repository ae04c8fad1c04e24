// GET /control-prices/forecast/ and its export (the API computes; the console shows).
import { parseISO, format } from 'date-fns';
import { httpClient, send } from '../../providers/httpClient';
import { saveResponse } from '../../providers/exportFile';

import type { Forecast } from '../../../resources/contract';

export type { Forecast };
export interface ForecastQuery { months: number; factories: number[] }

const query = (q: ForecastQuery) => ({ months: q.months, factory: q.factories.length ? q.factories.join(',') : undefined });

export const fetchForecast = async (q: ForecastQuery, signal?: AbortSignal): Promise<Forecast> =>
  (await httpClient<Forecast>('/control-prices/forecast/', { query: query(q), signal })).json;

export async function exportForecast(q: ForecastQuery, fileFormat: 'csv' | 'xlsx'): Promise<void> {
  const response = await send('/control-prices/forecast/export/', { query: { ...query(q), format: fileFormat } });
  await saveResponse(response, `forecast.${fileFormat}`);
}

/** 2026-11 → 11/2026 (dates read DD/MM/YYYY in the console). */
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MM/yyyy');

export { formatEuros as money } from '../../providers/numbers';
