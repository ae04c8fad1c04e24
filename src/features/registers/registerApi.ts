// GET /factories/{id}/register/: the API builds the PDF (or queues a job for a large site); the
// console saves it, or follows the job when the API answers 202.
import { saveResponse, type QueuedExport } from '../../providers/exportFile';
import { send } from '../../providers/httpClient';

export interface RegisterQuery { factory: number; building?: number | null; regulation?: number | null }

export async function downloadRegister(q: RegisterQuery): Promise<QueuedExport | null> {
  const response = await send(`/factories/${q.factory}/register/`, {
    query: { building: q.building ?? undefined, regulation: q.regulation ?? undefined },
  });
  if (response.status === 202) return (await response.json()) as QueuedExport;
  await saveResponse(response, 'register.pdf');
  return null;
}
