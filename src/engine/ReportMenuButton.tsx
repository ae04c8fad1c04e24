// "Générer un rapport" on a list (its filters, spec §7) and "Exporter" on a record page (the
// record with its linked rows): a menu of PDF and XLSX; a large list report runs as a job whose
// progress is shown and whose file arrives by e-mail (like the activity report).
import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { LIST_REPORTS, RECORD_EXPORTS, REPORT_FORMATS, type ReportFormat } from '../../resources/reports';
import { useListFilter } from './ResultCount';
import type { AppDataProvider } from '../providers/dataProvider';
import type { QueuedExport } from '../providers/exportFile';
import { defOf } from '../providers/resourceMap';
import { useAccess } from '../providers/useSession';
import { ExportJobDialog } from './ExportJobDialog';

const REPORT_TEXTS = { title: 'app.reports.title', sent: 'app.exports.sent', download: 'app.exports.download' };

function FormatMenu({ label, icon, run }: { label: string; icon: ReactElement; run: (format: ReportFormat) => Promise<QueuedExport | null | void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState<QueuedExport | null>(null);
  const pick = async (format: ReportFormat) => {
    setAnchor(null);
    setPending(true);
    try {
      setQueued((await run(format)) ?? null);
    } catch {
      notify('app.list.export_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label={label} aria-haspopup="menu" disabled={pending} onClick={(e) => setAnchor(e.currentTarget)}>{icon}</Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {REPORT_FORMATS.map((f) => <MenuItem key={f} onClick={() => pick(f)}>{translate(`app.reports.format_${f}`)}</MenuItem>)}
      </Menu>
      {queued && <ExportJobDialog queued={queued} texts={REPORT_TEXTS} onClose={() => setQueued(null)} />}
    </>
  );
}

const served = (list: readonly string[], resource: string) => list.includes(defOf(resource)?.name ?? resource);

/** On a list whose feature has a report; drawn only with the view right (react-admin checks none here). */
export const GenerateReportButton = () => {
  const { resource, sort } = useListContext();
  const filter = useListFilter();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canView = useAccess(resource, 'export');
  if (!served(LIST_REPORTS, resource) || !canView) return null;
  return <FormatMenu label="app.reports.generate" icon={<AssessmentIcon />} run={(format) => dataProvider.report(resource, { filter, sort, format })} />;
};

/** On a record page whose feature has a per-record export. */
export const RecordExportButton = () => {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canView = useAccess(resource, 'export');
  if (!record || !served(RECORD_EXPORTS, resource) || !canView) return null;
  return <FormatMenu label="app.reports.export" icon={<DownloadIcon />} run={(format) => dataProvider.exportRecord(resource, { id: record.id, format })} />;
};
