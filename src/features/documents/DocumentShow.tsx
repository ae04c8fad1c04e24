// A document's page: its fields (engine show), download or the awaited file's reception, the preview and its notes; deleting
// asks for the typed word like every delete.
import DownloadIcon from '@mui/icons-material/Download';
import { Card, CardContent, Typography } from '@mui/material';
import type { RecordOf } from '../../../resources/records';
import { Button, EditButton, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { documents } from '../../../resources/documents';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { NotesPanel } from '../comments/NotesPanel';
import { RecordTitle } from '../../engine/EngineViews';
import { FieldValue } from '../../engine/FieldValue';
import { fieldLabel, shownFields } from '../../engine/labels';
import { saveResponse } from '../../providers/exportFile';
import { send } from '../../providers/httpClient';
import { ReceiveFileButton } from './DocumentFile';
import { DocumentPreview } from './DocumentPreview';

export const downloadDocument = async (id: number, name: string) =>
  saveResponse(await send(`/documents/${id}/download/`), name);

const DownloadButton = () => {
  const record = useRecordContext<RecordOf<'documents'>>();
  if (!record?.has_file) return null;
  return (
    <Button label="app.documents.download" onClick={() => void downloadDocument(record.id, record.name)}>
      <DownloadIcon />
    </Button>
  );
};

const Preview = () => {
  const record = useRecordContext<RecordOf<'documents'>>();
  const translate = useTranslate();
  if (!record?.has_file) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('app.documents.preview')}</Typography>
        <DocumentPreview id={record.id} name={record.name} extension={record.extension ?? ''}
          contentType={record.content_type} />
      </CardContent>
    </Card>
  );
};

export const DocumentShow = () => (
  <RecordShow resource="documents" title={<RecordTitle def={documents} />} actions={<TopToolbar><ReceiveFileButton /><DownloadButton /><EditButton /><TypedDeleteButton /></TopToolbar>}>
    <SimpleShowLayout>
      {shownFields(documents).map((field) => (
        <FieldValue key={field.name} field={field} label={fieldLabel(documents, field)} />
      ))}
    </SimpleShowLayout>
    <Preview />
    <NotesPanel objectType="document" resource="documents" />
  </RecordShow>
);
