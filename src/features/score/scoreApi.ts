// GET /dashboard/conformity/<name>/ (the API scores; the console shows), cached 5 minutes under
// DASHBOARD_KEY. Shapes: resources/dashboards.ts, types only.
import { useQuery } from '@tanstack/react-query';
import { useBranchParam } from '../branches/BranchPicker';
import type { z } from 'zod';
import type {
  conformityCardSchema, conformityFormulaSchema, conformityHistorySchema, conformityImproveSchema,
} from '../../../resources/dashboards';
import { httpClient } from '../../providers/httpClient';
import { formatNumber } from '../../providers/numbers';
import { DASHBOARD_KEY } from '../../providers/queryClient';

export type ScoreCard = z.infer<typeof conformityCardSchema>;
export type ScoreHistory = z.infer<typeof conformityHistorySchema>;
export type Improve = z.infer<typeof conformityImproveSchema>;
export type Formula = z.infer<typeof conformityFormulaSchema>;

const get = async <T,>(name: string, branch?: number, signal?: AbortSignal): Promise<T> =>
  (await httpClient<T>(`/dashboard/conformity/${name}/`, { query: { branch }, signal })).json;

/** `branch`: the picked company branch (the score of its sites and those of the branches below). */
export const scoreQuery = <T,>(name: string, branch?: number) => ({
  queryKey: [DASHBOARD_KEY, 'conformity', name, branch ?? null],
  queryFn: ({ signal }: { signal: AbortSignal }) => get<T>(name, branch, signal),
});

export const useScore = <T,>(name: string, enabled = true) => useQuery({ ...scoreQuery<T>(name, useBranchParam()), enabled });

/** A gain in points: 1,2 / 0,04 (small gains keep two decimals, so they do not all read 0). */
export const gainText = (locale: string, gain: number) => formatNumber(locale, gain, gain < 1 ? 2 : 1);

/** 83.4 → "83,4" / "83.4". */
export const scoreText = (locale: string, score: number) => formatNumber(locale, score, 1);
