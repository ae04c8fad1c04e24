// "Imprimer l'étiquette" on an element's page: the PDF label of that element, as QR code or
// Data Matrix (an element without a code gets one; the page's record is refreshed after).
import PrintIcon from '@mui/icons-material/Print';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canPrintLabels } from '../../providers/actionRules';
import { useAccessContext } from '../../providers/useSession';
import { downloadLabel, LABEL_FORMATS, type LabelFormat } from './labelsApi';

export const PrintLabelButton = ({ id }: { id?: number }) => {
  const record = useRecordContext<{ id: number; qr_code?: string | null }>();
  const elementId = id ?? record?.id;
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState(false);
  // A viewer prints an element's existing code only; giving one is an edit (the API's rule).
  const allowed = canPrintLabels(useAccessContext(), !!record?.qr_code);
  if (!elementId || !allowed) return null;

  const print = async (format: LabelFormat) => {
    setAnchor(null);
    setPending(true);
    try {
      await downloadLabel(Number(elementId), format);
      if (!record?.qr_code) refresh(); // the element received its code
    } catch {
      notify('app.labels.print_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label="app.labels.print_button" aria-haspopup="menu" disabled={pending} onClick={(e) => setAnchor(e.currentTarget)}>
        <PrintIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LABEL_FORMATS.map((f) => (
          <MenuItem key={f} onClick={() => print(f)}>
            {translate(`app.labels.format_${f}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
