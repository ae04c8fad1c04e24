// A folder's page: its fields, its documents, upload into it and 'Télécharger en zip'.
import { Card, CardContent, Typography } from '@mui/material';
import type { RecordOf } from '../../../resources/records';
import { EditButton, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { tags } from '../../../resources/tags';
import { RecordTitle } from '../../engine/EngineViews';
import { FieldValue } from '../../engine/FieldValue';
import { fieldLabel, shownFields } from '../../engine/labels';
import { RelatedDocuments } from '../documents/RelatedDocuments';
import { UploadButton } from '../documents/UploadDialog';
import { FolderZipButton } from '../documents/ZipButton';

const Actions = () => {
  const record = useRecordContext<RecordOf<'tags'>>();
  return (
    <TopToolbar>
      {record && <UploadButton links={{ tags: record.id }} />}
      {record && Number(record.document_count) > 0 && <FolderZipButton tag={record.id} />}
      <EditButton />
    </TopToolbar>
  );
};

const Documents = () => {
  const record = useRecordContext<RecordOf<'tags'>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('app.documents.folder_documents')}</Typography>
        <RelatedDocuments filter={{ tags: record.id }} empty="app.documents.element_none" />
      </CardContent>
    </Card>
  );
};

export const FolderShow = () => (
  <RecordShow resource="tags" title={<RecordTitle def={tags} />} actions={<Actions />}>
    <SimpleShowLayout>
      {shownFields(tags).map((field) => <FieldValue key={field.name} field={field} label={fieldLabel(tags, field)} />)}
    </SimpleShowLayout>
    <Documents />
  </RecordShow>
);
