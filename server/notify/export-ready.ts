// "Your export is ready" (exports, label sheets, zips, activity reports): through deliver, so the
// switch is honoured, the job's retry sends it once, and it shows in the bell. Texts are the
// mail catalogue's export_ready ones.
import { t, type Locale } from '../http/i18n';
import { deliver, type Notice, type NotifyDeps } from './deliver';

export interface ExportReady {
  /** What was exported, in the job's language (the requester's, who is the recipient). */
  resource: string;
  rows: number;
  link: string;
  expires: string;
}

/** `locale`: the job's, i.e. the language the requester used when asking for it. */
export function notifyExportReady(deps: NotifyDeps, userId: number, jobId: string, p: ExportReady, locale?: Locale) {
  return deliver(deps, userId, { ...notifyExportReadyNotice(jobId, p), locale });
}

export function notifyExportReadyNotice(jobId: string, p: ExportReady): Notice {
  return {
    kind: 'export_ready', objectKey: `job:${jobId}`, link: p.link,
    message: (locale, url) => {
      const values = { app: t(locale, 'app.name'), resource: p.resource, rows: new Intl.NumberFormat(locale).format(p.rows), expires: p.expires };
      return {
        subject: t(locale, 'mail.export_ready.subject', values),
        paragraphs: [t(locale, 'mail.export_ready.intro', values), t(locale, 'mail.export_ready.rows', values), t(locale, 'mail.export_ready.note', values)],
        action: { label: t(locale, 'mail.export_ready.action', values), href: url(p.link) },
      };
    },
  };
}
