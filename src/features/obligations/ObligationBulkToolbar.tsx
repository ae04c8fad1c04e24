// The obligations list's bulk toolbar: validate, no follow-up, delete (CONFIRMER). The status
// rules are the API's; this offers the two statuses a selection is set to.
import BlockIcon from '@mui/icons-material/Block';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, useDataProvider, useListContext } from 'react-admin';
import { obligations } from '../../../resources/obligations';
import { BulkDeleteButton } from '../../engine/bulk/BulkDeleteButton';
import { BulkJobDialog } from '../../engine/bulk/BulkJobDialog';
import { BulkToolbar, useBulkActions } from '../../engine/bulk/BulkToolbar';
import { useBulkRun, type BulkResult } from '../../engine/bulk/useBulkRun';
import type { AppDataProvider } from '../../providers/dataProvider';

const StatusButton = ({ status, label, icon }: { status: string; label: string; icon: React.ReactElement }) => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending, queued, jobDone, closeJob } = useBulkRun('app.bulk.updated');
  const update = () => run(async (ids, meta) => {
    const answer = (await dataProvider.updateMany(resource, { ids, data: { status }, meta })) as { count?: number };
    return { ...answer, count: answer.count ?? ids.length } as BulkResult;
  });
  return (
    <>
      <Button label={label} disabled={pending} onClick={update}>{icon}</Button>
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </>
  );
};

export const ObligationBulkToolbar = () => {
  const { resource } = useListContext();
  const allowed = useBulkActions(obligations, resource);
  const actions = [
    ...(allowed.update ? [
      { key: 'validate', label: 'resources.obligations.validate',
        element: <StatusButton status="validated" label="resources.obligations.validate" icon={<TaskAltIcon />} /> },
      { key: 'no_followup', label: 'resources.obligations.no_followup',
        element: <StatusButton status="no_followup" label="resources.obligations.no_followup" icon={<BlockIcon />} /> },
    ] : []),
    ...(allowed.delete ? [{ key: 'delete', label: 'ra.action.delete', element: <BulkDeleteButton /> }] : []),
  ];
  return <BulkToolbar def={obligations} actions={actions} engineActions={false} />;
};
