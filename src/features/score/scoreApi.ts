// GET /dashboard/conformity/<name>/ (the API scores; the console shows), cached 5 minutes under
// DASHBOARD_KEY. Shapes: resources/dashboards.ts, types only.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  conformityCardSchema, conformityFormulaSchema, conformityHistorySchema, conformityImproveSchema,
} from '../../../resources/dashboards';
import { httpClient } from '../../providers/httpClient';
import { DASHBOARD_KEY } from '../../providers/queryClient';
import { defOf, raName } from '../../providers/resourceMap';

export type ScoreCard = z.infer<typeof conformityCardSchema>;
export type ScoreHistory = z.infer<typeof conformityHistorySchema>;
export type Improve = z.infer<typeof conformityImproveSchema>;
export type Formula = z.infer<typeof conformityFormulaSchema>;

const get = async <T,>(name: string, signal?: AbortSignal): Promise<T> =>
  (await httpClient<T>(`/dashboard/conformity/${name}/`, { signal })).json;

export const scoreQuery = <T,>(name: string) =>
  ({ queryKey: [DASHBOARD_KEY, 'conformity', name], queryFn: ({ signal }: { signal: AbortSignal }) => get<T>(name, signal) });

export const useScore = <T,>(name: string, enabled = true) => useQuery({ ...scoreQuery<T>(name), enabled });

/** The page of the object a finding is about. */
export const objectUrl = (resource: string, id: number): string => {
  const def = defOf(resource);
  return `/${def ? raName(def) : resource}/${id}`;
};

/** 83.4 → "83,4" / "83.4". */
export const scoreText = (locale: string, score: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(score);
