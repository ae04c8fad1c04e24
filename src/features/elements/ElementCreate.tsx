// /elements/create: the type-driven element form (ElementInputs); the new element's page next.
// Past the start plan's element limit the API answers 403 tier_required: the upgrade offer opens.
import { useRef } from 'react';
import { Create, HttpError, SimpleForm, useNotify } from 'react-admin';
import { useUpgradeDialog } from '../offers/UpgradeDialog';
import { FORM_KEY, toWriteBody, type ElementAttribute } from './customValues';
import { ElementInputs } from './ElementInputs';
import { elementPath } from './paths';

export const ElementCreate = () => {
  const shown = useRef<ElementAttribute[]>([]);
  const notify = useNotify();
  const upgrade = useUpgradeDialog();
  // react-admin's own handling otherwise: field errors stay on the form, the rest is a toast.
  const onError = (error: unknown) => {
    if (upgrade.catchTier(error)) return;
    const fields = (error as HttpError)?.body?.errors;
    if (fields && Object.keys(fields).length) return;
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <>
      <Create
        resource="elements"
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        redirect={(_resource, id) => elementPath(id ?? '')}
        transform={(data) => toWriteBody(data, shown.current)}
      >
        <SimpleForm defaultValues={{ [FORM_KEY]: {} }}>
          <ElementInputs shownRef={shown} />
        </SimpleForm>
      </Create>
      {upgrade.dialog}
    </>
  );
};
