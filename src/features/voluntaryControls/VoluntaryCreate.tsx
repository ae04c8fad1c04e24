// Creating a voluntary control type: the engine's form. Past the API's threshold of matching
// elements its controls are created by a job (the 201 carries `job`): its progress is shown,
// then the list; otherwise the list at once.
import { useState } from 'react';
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { voluntaryControlTypes } from '../../../resources/voluntaryControlTypes';
import { EngineForm } from '../../engine/EngineForm';
import { JobProgressDialog } from '../../engine/jobs/JobProgressDialog';

const def = voluntaryControlTypes;

export const VoluntaryCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [job, setJob] = useState<string | null>(null);
  const onSuccess = (data: RaRecord) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    const id = (data as { job?: { id?: string } }).job?.id;
    if (id) setJob(id);
    else redirect('list', def.name);
  };
  return (
    <>
      <Create resource={def.name} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
        <EngineForm def={def} kind="create" />
      </Create>
      {job && (
        <JobProgressDialog jobId={job} title="app.voluntary.generation_title" onClose={() => redirect('list', def.name)} />
      )}
    </>
  );
};
