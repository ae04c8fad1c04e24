// Export through the API's /export/ (every matching row, translated headers), in CSV or XLSX —
// never react-admin's in-browser CSV, which stops at 1000 rows.
import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ExportFormat } from '../providers/exportFile';
import { useListFilter } from './ResultCount';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'app.list.export_csv' },
  { format: 'xlsx', label: 'app.list.export_xlsx' },
];

export const ExportButton = () => {
  const { resource, sort } = useListContext();
  const filter = useListFilter();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setPending(true);
    try {
      await dataProvider.export(resource, { filter, sort, format });
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
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => run(format)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
