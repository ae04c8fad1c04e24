// Cells of the activity log: the action's label, the object (label, type and id) and the changes
// as "field: old → new" lines (as the API renders them: changes_display).
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { actionLabel, describeChanges, objectTypeLabel, type ChangeLine } from './historyRules';
import { catalogueLookup } from './lookup';

const useLookup = () => useMemo(() => catalogueLookup(), []);

export const ActionCell = () => {
  const record = useRecordContext();
  const t = useLookup();
  return record ? <>{actionLabel(String(record.action), t)}</> : null;
};

export const ObjectCell = () => {
  const record = useRecordContext();
  const t = useLookup();
  if (!record) return null;
  const type = objectTypeLabel(String(record.object_type), t);
  return (
    <Box>
      <Typography variant="body2">{record.object_label || '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {type}
        {record.object_id != null ? ` #${record.object_id}` : ''}
      </Typography>
    </Box>
  );
};

export const ChangesCell = () => {
  const record = useRecordContext();
  const t = useLookup();
  // The API's readable lines (labels, names, DD/MM/YYYY in the user's language); the raw pairs otherwise.
  const lines: ChangeLine[] = !record ? [] : Array.isArray(record.changes_display)
    ? (record.changes_display as ChangeLine[]) : describeChanges(String(record.object_type), record.changes, t);
  if (!lines.length) return <>{t('app.account.history.no_changes')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field} sx={{ wordBreak: 'break-word' }}>
          <strong>{line.label}</strong> : {line.from} → {line.to}
        </Typography>
      ))}
    </Box>
  );
};
