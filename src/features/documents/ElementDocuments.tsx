// The element page's Documents section: the documents linked to the element.
import { useRecordContext } from 'react-admin';
import { RelatedDocuments } from './RelatedDocuments';

export const ElementDocuments = () => {
  const record = useRecordContext();
  if (!record) return null;
  return <RelatedDocuments filter={{ elements: record.id }} empty="app.documents.element_none" />;
};
