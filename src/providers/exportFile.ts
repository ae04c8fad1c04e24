// /export/ streams a file built by the API (every row, translated headers): fetch it with the
// token, then hand it to the browser as a download under the API's file name. A large export
// (or one asked by e-mail) is answered 202 with a job instead: the file arrives by e-mail.
import { send, type Query } from './httpClient';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportDelivery = 'auto' | 'email';
/** The API's answer when the export runs as a job. */
export interface QueuedExport {
  job: { id: string };
  message: string;
}

const fileNameOf = (disposition: string | null, fallback: string) => {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/** Saves a file answer under its own name. */
export async function saveResponse(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallback);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadExport(
  path: string, query: Query & { format: ExportFormat; delivery?: ExportDelivery },
): Promise<QueuedExport | null> {
  const response = await send(path, { query: { ...query, delivery: query.delivery === 'email' ? 'email' : undefined } });
  if (response.status === 202) return (await response.json()) as QueuedExport;
  await saveResponse(response, `export.${query.format}`);
  return null;
}

/** The file of an e-mailed export (GET /exports/{id}/download/). */
export async function downloadExportFile(jobId: string): Promise<void> {
  const response = await send(`/exports/${encodeURIComponent(jobId)}/download/`);
  await saveResponse(response, 'export');
}

/**
 * A report (spec §7): a record's sheet (/{feature}/{id}/export/) or a list's report
 * (/{feature}/generate_report/ with the list's filters), PDF or XLSX; a large list report is a job.
 */
export async function downloadReport(path: string, query: Query & { format: 'pdf' | 'xlsx' }): Promise<QueuedExport | null> {
  const response = await send(path, { query });
  if (response.status === 202) return (await response.json()) as QueuedExport;
  await saveResponse(response, `report.${query.format}`);
  return null;
}
