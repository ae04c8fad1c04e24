// One input per custom attribute that applies to the element's type on its site (plan pro; a
// start company gets none from the API): text, number, date, yes/no, or a choice among the list.
// Values of attributes that stop applying (another type or site chosen) are dropped.
import { Typography } from '@mui/material';
import { useEffect, type MutableRefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { DateInput, NullableBooleanInput, NumberInput, SelectInput, TextInput, maxLength, useTranslate } from 'react-admin';
import { FORM_KEY, inputName, type ElementAttribute } from './customValues';
import { useElementAttributes } from './elementsApi';
import { notBefore1900 } from './validators';

/** The input of one attribute's value (`source`: where the form keeps it). */
export const AttributeInput = ({ attr, source, label = attr.name }: { attr: ElementAttribute; source: string; label?: string }) => {
  const props = { source, label };
  switch (attr.type) {
    case 'number':
      return <NumberInput {...props} />;
    case 'date':
      return <DateInput {...props} validate={notBefore1900} />;
    case 'boolean':
      return <NullableBooleanInput {...props} />;
    case 'list':
      return <SelectInput {...props} choices={attr.choices.map((c) => ({ id: c, name: c }))} translateChoice={false} emptyText="—" />;
    default:
      return <TextInput {...props} validate={maxLength(255)} />;
  }
};

interface Props {
  elementType: unknown;
  factory: unknown;
  /** Where the attributes shown are kept for the save (the transform reads it). */
  shownRef: MutableRefObject<ElementAttribute[]>;
}

export const CustomValueInputs = ({ elementType, factory, shownRef }: Props) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { data: attributes } = useElementAttributes(elementType, factory);

  useEffect(() => {
    if (!attributes) return;
    shownRef.current = attributes;
    const kept = new Set(attributes.map((a) => inputName(a.id)));
    const current = (getValues(FORM_KEY) ?? {}) as Record<string, unknown>;
    if (Object.keys(current).some((k) => !kept.has(k))) {
      setValue(FORM_KEY, Object.fromEntries(Object.entries(current).filter(([k]) => kept.has(k))));
    }
  }, [attributes, getValues, setValue, shownRef]);

  if (!attributes?.length) return null;
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('resources.elements.fields.custom_values')}
      </Typography>
      {attributes.map((attr) => (
        <AttributeInput key={attr.id} attr={attr} source={`${FORM_KEY}.${inputName(attr.id)}`} />
      ))}
    </>
  );
};
