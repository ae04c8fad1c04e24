// "Étiquettes QR" in a list's bulk toolbar: the selection (checked ids, or all rows matching the
// filter) printed as a label sheet by a job; its progress is shown and the sheet arrives by e-mail.
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useListFilter } from '../../engine/ResultCount';
import { canPrintLabels } from '../../providers/actionRules';
import { filterQuery, orderingOf } from '../../providers/listQuery';
import { defOf } from '../../providers/resourceMap';
import { useAccessContext } from '../../providers/useSession';
import { ExportJobDialog, type FileJobTexts } from '../../engine/ExportJobDialog';
import { LabelFormatDialog } from './LabelFormatDialog';
import { requestLabels, type LabelFormat, type LabelSelection } from './labelsApi';

const LABEL_TEXTS: FileJobTexts = { title: 'app.labels.job_title', sent: 'app.labels.sent', download: 'app.labels.download' };

/** The list's filter as the API reads it: the current tab (the first one by default) and ordering. */
function useApiFilter(): Record<string, string> {
  const { resource, sort } = useListContext();
  const listFilter = useListFilter();
  const def = defOf(resource);
  const tab = def?.tabs?.[0]?.name;
  const query = filterQuery({ ...(tab && listFilter.tab === undefined ? { tab } : {}), ...listFilter });
  const sortable = def?.fields.some((f) => f.name === sort?.field && f.sortable);
  const ordering = sortable ? orderingOf(sort) : undefined;
  return ordering ? { ...query, ordering } : query;
}

export const BulkLabelsButton = () => {
  const { selectedIds, data } = useListContext();
  const { all } = useSelectionScope();
  const filter = useApiFilter();
  const notify = useNotify();
  const ctx = useAccessContext();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [queued, setQueued] = useState<{ job: { id: string }; message: string } | null>(null);

  const generate = async (format: LabelFormat) => {
    const selection: LabelSelection = all ? { all: true, filter } : { ids: selectedIds.map(Number) };
    setPending(true);
    try {
      setQueued(await requestLabels(selection, format));
      setAsking(false);
    } catch (error) {
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  // A viewer prints the codes elements already have: drawn when the selection holds one (or all
  // matching, which the API refuses with a message when none has a code).
  const withCode = all || (data ?? []).some((r) => selectedIds.includes(r.id) && !!r.qr_code);
  if (!canPrintLabels(ctx, withCode)) return null;
  return (
    <>
      <Button label="app.labels.bulk_button" onClick={() => setAsking(true)} disabled={!all && !selectedIds.length}>
        <QrCode2Icon />
      </Button>
      {asking && <LabelFormatDialog pending={pending} onConfirm={generate} onClose={() => setAsking(false)} />}
      {queued && <ExportJobDialog queued={queued} onClose={() => setQueued(null)} texts={LABEL_TEXTS} />}
    </>
  );
};
