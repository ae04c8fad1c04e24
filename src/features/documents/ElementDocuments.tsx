// The element page's Documents section: the documents linked to the element, to its obligations,
// its controls and its observations (the API's `for_element` filter).
import { useRecordContext } from 'react-admin';
import { RelatedDocuments } from './RelatedDocuments';
import type { ElementRow } from '../elements/elementRow';

export const ElementDocuments = () => {
  const record = useRecordContext<ElementRow>();
  if (!record) return null;
  return <RelatedDocuments filter={{ for_element: record.id }} empty="app.documents.element_none" />;
};
