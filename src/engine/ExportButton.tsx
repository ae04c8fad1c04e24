// Export through the API's /export/ (every matching row, translated headers), in CSV or XLSX —
// never react-admin's in-browser CSV, which stops at 1000 rows. A large export, or one asked
// by e-mail, runs on the server: its progress is shown and the file arrives by e-mail.
import DownloadIcon from '@mui/icons-material/Download';
import { Divider, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { ExportJobDialog } from './ExportJobDialog';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ExportDelivery, ExportFormat, QueuedExport } from '../providers/exportFile';
import { useListFilter } from './ResultCount';

const CHOICES: { format: ExportFormat; delivery: ExportDelivery; label: string }[] = [
  { format: 'csv', delivery: 'auto', label: 'app.list.export_csv' },
  { format: 'xlsx', delivery: 'auto', label: 'app.list.export_xlsx' },
  { format: 'csv', delivery: 'email', label: 'app.list.export_csv_email' },
  { format: 'xlsx', delivery: 'email', label: 'app.list.export_xlsx_email' },
];

export const ExportButton = () => {
  const { resource, sort } = useListContext();
  const filter = useListFilter();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState<QueuedExport | null>(null);

  const run = async (format: ExportFormat, delivery: ExportDelivery) => {
    setAnchor(null);
    setPending(true);
    try {
      setQueued(await dataProvider.export(resource, { filter, sort, format, delivery }));
    } catch {
      notify('app.list.export_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label="ra.action.export" aria-haspopup="menu" disabled={pending} onClick={(e) => setAnchor(e.currentTarget)}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {CHOICES.flatMap(({ format, delivery, label }, i) => [
          i === 2 ? <Divider key="divider" /> : null,
          <MenuItem key={label} onClick={() => run(format, delivery)}>
            {translate(label)}
          </MenuItem>,
        ])}
      </Menu>
      {queued && <ExportJobDialog queued={queued} onClose={() => setQueued(null)} />}
    </>
  );
};
