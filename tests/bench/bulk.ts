// The bulk case of the elements bench: POST /elements/bulk/ and, when the API answers 202 with a
// job, poll the job until it ends; wall time from the POST to the end, the progress values seen,
// and the CPU the server and PostgreSQL spent meanwhile (the machine is shared: CPU time tells the
// work apart from the waiting).
import { cpuOf, postgresCpu } from './proc';

export interface BulkRun {
  status: number;
  /** From the POST to the job's end (or the answer, when not a job). */
  ms: number;
  /** Time to the 202 (the request's checks). */
  answerMs: number;
  asJob: boolean;
  jobStatus: string | null;
  count: number | null;
  locked: number | null;
  /** Distinct progress values seen while polling every 100 ms. */
  progress: number[];
  serverCpuMs: number;
  postgresCpuMs: number;
  body: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface JobView {
  status: string;
  progress: number;
  result: { count?: number; locked?: number } | null;
}

export async function runBulk(
  base: string, auth: Record<string, string>, body: unknown, procs: { serverPid: number; pgDataDir: string },
): Promise<BulkRun> {
  const cpu = async () => ({ server: await cpuOf(procs.serverPid), pg: await postgresCpu(procs.pgDataDir) });
  const before = await cpu();
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/elements/bulk/`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await res.text();
  const answerMs = performance.now() - started;
  if (!res.ok) throw new Error(`bulk: HTTP ${res.status} ${text}`);
  const answer = JSON.parse(text) as { count?: number; job?: { id: string } };
  const progress: number[] = [];
  let job: JobView | null = null;
  if (answer.job) {
    for (;;) {
      const r = await fetch(`${base}/api/v1/jobs/${answer.job.id}/`, { headers: auth });
      const view = (await r.json()) as JobView;
      job = view;
      if (progress[progress.length - 1] !== view.progress) progress.push(view.progress);
      if (view.status === 'done' || view.status === 'failed') break;
      await sleep(100);
    }
  }
  const ms = performance.now() - started;
  const after = await cpu();
  return {
    status: res.status, ms, answerMs, asJob: !!answer.job, jobStatus: job?.status ?? null,
    count: job ? (job.result?.count ?? null) : (answer.count ?? null), locked: job?.result?.locked ?? null,
    progress, serverCpuMs: after.server - before.server, postgresCpuMs: after.pg - before.pg, body: text,
  };
}
