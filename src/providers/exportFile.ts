// /export/ streams a file built by the API (every row, translated headers): fetch it with the
// token, then hand it to the browser as a download under the API's file name.
import { send, type Query } from './httpClient';

export type ExportFormat = 'csv' | 'xlsx';

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

export async function downloadExport(path: string, query: Query & { format: ExportFormat }): Promise<void> {
  const response = await send(path, { query });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = decodeURIComponent(fileNameOf(response.headers.get('content-disposition'), `export.${query.format}`));
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
