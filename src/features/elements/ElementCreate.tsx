// /elements/create: the type-driven element form (ElementInputs); the new element's page next.
import { useRef } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { FORM_KEY, toWriteBody, type ElementAttribute } from './customValues';
import { ElementInputs } from './ElementInputs';
import { elementPath } from './paths';

export const ElementCreate = () => {
  const shown = useRef<ElementAttribute[]>([]);
  return (
    <Create resource="elements" mutationMode="pessimistic" redirect={(_resource, id) => elementPath(id ?? '')} transform={(data) => toWriteBody(data, shown.current)}>
      <SimpleForm defaultValues={{ [FORM_KEY]: {} }}>
        <ElementInputs shownRef={shown} />
      </SimpleForm>
    </Create>
  );
};
