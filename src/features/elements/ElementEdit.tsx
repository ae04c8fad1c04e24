// /elements/:id/edit: the same form as creation, filled with the element and its custom values.
// A locked element is read-only: the banner says why and there is no save button.
import { useRef, type MutableRefObject } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import { RecordEdit } from '../../engine/RecordPages';
import { EditToolbar } from '../../engine/EditToolbar';
import { FORM_KEY, toFormValues, toWriteBody, type ElementAttribute } from './customValues';
import { ElementInputs } from './ElementInputs';
import { ElementTitle, LockedBanner } from './ElementHeader';
import { elementPath } from './paths';
import type { ElementRow } from './elementRow';

const ElementForm = ({ shown }: { shown: MutableRefObject<ElementAttribute[]> }) => {
  const record = useRecordContext<ElementRow>();
  return (
    <SimpleForm
      defaultValues={(r: Record<string, unknown>) => ({ [FORM_KEY]: toFormValues(r.custom_values) })}
      toolbar={record?.locked ? false : <EditToolbar />}
    >
      <LockedBanner />
      <ElementInputs shownRef={shown} />
    </SimpleForm>
  );
};

export const ElementEdit = () => {
  // The attributes shown, for the save: <Edit>'s transform runs outside the form.
  const shown = useRef<ElementAttribute[]>([]);
  return (
    <RecordEdit
      resource="elements"
      mutationMode="pessimistic"
      redirect={(_resource, id) => elementPath(id ?? '')}
      title={<ElementTitle />}
      transform={(data) => toWriteBody(data, shown.current)}
    >
      <ElementForm shown={shown} />
    </RecordEdit>
  );
};
