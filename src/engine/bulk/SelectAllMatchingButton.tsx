// Once the whole page is checked: "Sélectionner les N résultats" switches the selection to every
// row matching the filter (sent as the filter, not as ids).
import { Button, useListContext, useTranslate } from 'react-admin';
import { useListCount } from '../ResultCount';
import { useSelectionScope } from './SelectionScope';

export const SelectAllMatchingButton = () => {
  const { data, selectedIds, onUnselectItems } = useListContext();
  const { all, setAll } = useSelectionScope();
  const { data: count } = useListCount();
  const translate = useTranslate();
  if (all) return <Button label="app.bulk.clear_selection" onClick={() => onUnselectItems()} />;
  const pageIds = data?.map((r) => r.id) ?? [];
  const pageChecked = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  if (!pageChecked || count === undefined || count <= selectedIds.length) return null;
  return <Button label={translate('app.bulk.select_all_matching', { smart_count: count })} onClick={() => setAll(true)} />;
};
