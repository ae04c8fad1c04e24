// Attach a document to an obligation: search the obligation company's documents by name (GET
// /documents/?search=…, resources/documents.ts), pick one, or upload a new file (file create
// right: it is filed on the obligation's site and element, then attached); the attached ones
// show as chips that can be removed. The API checks the document belongs to the obligation's company (a 400 else).
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Autocomplete, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Tooltip,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, useGetMany, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { uploadFile } from '../../engine/uploads/uploadFile';
import { useAccess } from '../../providers/useSession';
import { httpClient } from '../../providers/httpClient';
import { useObligationUpdate } from './useObligationUpdate';
import { TextButton } from '../../engine/TextButton';

interface DocumentOption { id: number; name: string }

const useDocumentSearch = (company: unknown, search: string) => useQuery({
  queryKey: ['documents', 'attach', company, search],
  queryFn: async ({ signal }) => (await httpClient<{ results: DocumentOption[] }>('/documents/', {
    query: { company: company as number, search: search || undefined, page_size: 20, ordering: 'name' }, signal,
  })).json.results,
});

/** Uploads a new file for the obligation and attaches the document it becomes. */
const UploadNewButton = ({ record, ids, attach }: { record: RaRecord; ids: number[]; attach: (ids: number[]) => void }) => {
  const canUpload = useAccess('documents', 'create');
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!canUpload) return null;
  const send = async (file: File) => {
    setBusy(true);
    const fields: Record<string, string> = { company: String(record.company) };
    if (record.factory != null) fields.factories = String(record.factory);
    if (record.element != null) fields.elements = String(record.element);
    const outcome = await uploadFile(file, fields, () => {}, '/documents/');
    setBusy(false);
    const created = (outcome.body as { results?: { id: number }[] } | undefined)?.results?.[0];
    if (!outcome.ok || !created) {
      notify(outcome.message ?? translate(`app.documents.upload_errors.${outcome.kind ?? 'other'}`), { type: 'error' });
      return;
    }
    attach([...ids, created.id]);
  };
  return (
    <>
      <Button label="resources.obligations.upload_new" disabled={busy} onClick={() => input.current?.click()}><UploadFileIcon /></Button>
      <input ref={input} type="file" hidden data-testid="obligation-upload"
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void send(file); }} />
    </>
  );
};

const AttachDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const ids = (record.documents ?? []) as number[];
  const found = useDocumentSearch(record.company, search);
  const attached = useGetMany<RaRecord>('documents', { ids }, { enabled: ids.length > 0 });
  const { run, isPending } = useObligationUpdate();
  const options = (found.data ?? []).filter((d) => !ids.includes(d.id));
  return (
    // Events bubble through the portal to the list row: a click here must not open the row.
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth onClick={(e) => e.stopPropagation()}>
      <DialogTitle id={titleId}>{translate('resources.obligations.attach_title', { name: record.document_name })}</DialogTitle>
      <DialogContent>
        {ids.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} role="list">
            {ids.map((id) => {
              const name = String(attached.data?.find((d) => d.id === id)?.name ?? id);
              return (
                <Chip key={id} role="listitem" label={name} disabled={isPending}
                  deleteIcon={<span aria-label={translate('resources.obligations.detach', { name })} role="button">×</span>}
                  onDelete={() => run(record, { documents: ids.filter((x) => x !== id) }, 'resources.obligations.detached')} />
              );
            })}
          </Stack>
        )}
        <Autocomplete<DocumentOption>
          options={options}
          getOptionLabel={(o) => o.name}
          filterOptions={(o) => o}
          loading={found.isPending}
          noOptionsText={translate('resources.obligations.attach_none')}
          onInputChange={(_, value) => setSearch(value)}
          onChange={(_, value) => { if (value) run(record, { documents: [...ids, value.id] }, 'resources.obligations.attached'); }}
          value={null}
          disabled={isPending}
          renderInput={(params) => <TextField {...params} label={translate('resources.obligations.attach_search')} autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <UploadNewButton record={record} ids={ids} attach={(next) => run(record, { documents: next }, 'resources.obligations.attached')} />
        <TextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};

/** The paper-clip button of a row (edit right only) and its dialog. */
export const AttachDocumentButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const canEdit = useAccess('obligations', 'edit');
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  const label = translate('resources.obligations.attach');
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={`${label} : ${String(record.document_name)}`}
          onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
          <AttachFileIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <AttachDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
};
