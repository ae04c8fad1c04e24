// A document's file in its forms (create: a file makes it online at once, none leaves it awaiting
// reception; edit: a new file replaces the old one), and on its page the "receive the file" button
// of an awaited document. The dataProvider sends a form holding a file as multipart (POST, or
// PATCH for an existing document: server/areas/documents/replace-file.ts).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef } from 'react';
import { Button, FileField, FileInput, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useAccess } from '../../providers/useSession';
import type { RecordOf } from '../../../resources/records';

export const DocumentFileInput = ({ kind }: { kind: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <FileInput source="file" label="resources.documents.fields.file" multiple={false}
      helperText={translate(kind === 'create' ? 'app.documents.file_help_create' : 'app.documents.file_help_edit')}>
      <FileField source="src" title="title" />
    </FileInput>
  );
};

/** On an awaited document's page (edit right): pick the received file and send it. */
export const ReceiveFileButton = () => {
  const record = useRecordContext<RecordOf<'documents'>>();
  const canEdit = useAccess('documents', 'edit');
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !canEdit || record.status !== 'awaiting_reception') return null;
  const send = (file: File) => update('documents', { id: record.id, data: { file: { rawFile: file, title: file.name } }, previousData: record }, {
    mutationMode: 'pessimistic',
    onSuccess: () => { notify('app.documents.received', { type: 'success' }); refresh(); },
    onError: (error) => notify((error as Error).message || 'app.documents.upload_errors.other', { type: 'error' }),
  });
  return (
    <>
      <Button label="app.documents.receive" disabled={isPending} onClick={() => input.current?.click()}><UploadFileIcon /></Button>
      <input ref={input} type="file" hidden data-testid="receive-file"
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) send(file); }} />
    </>
  );
};
