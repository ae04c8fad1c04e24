// The element form, shared by creation and edition: placement first (site, building, regulation,
// type); once the type is known, the fields it decides: designation, identification number,
// expiry date, group (of the site and regulation), the company's landmarks under its own labels,
// and the custom attributes that apply.
import { Alert } from '@mui/material';
import type { MutableRefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, DateInput, ReferenceInput, TextInput, maxLength, required, useRecordContext, useTranslate } from 'react-admin';
import { elements } from '../../../resources/elements';
import { FormErrorSummary } from '../../engine/FormErrorSummary';
import { useCompanies } from '../../providers/useSession';
import { CustomValueInputs } from './CustomValueInputs';
import type { ElementAttribute } from './customValues';
import { companyLandmarks, companyOfSite } from './landmarks';
import { PlacementInputs } from './PlacementInputs';
import { notBefore1900 } from './validators';
import type { ElementRow } from './elementRow';

const label = (field: string) => `resources.elements.fields.${field}`;
const SHOWN = ['factory', 'building', 'regulation', 'element_type', 'designation', 'identification_number', 'expiry_date', 'last_control_date', 'group', 'repere_1', 'repere_2'];

export const ElementInputs = ({ shownRef }: { shownRef: MutableRefObject<ElementAttribute[]> }) => {
  const translate = useTranslate();
  const [factory, regulation, elementType] = useWatch({ name: ['factory', 'regulation', 'element_type'] });
  const landmarks = companyLandmarks(companyOfSite(useCompanies(), factory));
  // Create-only: the date its first controls count from (else today).
  const creating = !useRecordContext<ElementRow>()?.id;
  return (
    <>
      <FormErrorSummary def={elements} shown={SHOWN} />
      <PlacementInputs />
      {elementType == null ? (
        <Alert severity="info" sx={{ width: '100%', mb: 2 }}>
          {translate('app.elements.form.choose_type')}
        </Alert>
      ) : (
        <>
          <TextInput source="designation" label={label('designation')} validate={[required(), maxLength(255)]} />
          <TextInput source="identification_number" label={label('identification_number')} validate={maxLength(100)} />
          <DateInput source="expiry_date" label={label('expiry_date')} validate={notBefore1900} />
          {creating && <DateInput source="last_control_date" label={label('last_control_date')} validate={notBefore1900} />}
          <ReferenceInput source="group" reference="groups" filter={{ factory, regulation }} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label={label('group')} optionText="name" />
          </ReferenceInput>
          <TextInput source="repere_1" label={landmarks.repere_1 ?? label('repere_1')} validate={maxLength(255)} />
          {landmarks.useRepere2 && (
            <TextInput source="repere_2" label={landmarks.repere_2 ?? label('repere_2')} validate={maxLength(255)} />
          )}
          <CustomValueInputs elementType={elementType} factory={factory} shownRef={shownRef} />
        </>
      )}
    </>
  );
};
