// Pickers of possibly long lists (elements, profiles, folders… spec §9) show a capped subset: the
// first PICKER_CAP matches, and when more match, a prompt to refine the search with their count
// (from /count/, asked only then). The search box of the autocomplete narrows the list.
import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, useChoicesContext, useTranslate,
  type AutocompleteArrayInputProps, type AutocompleteInputProps, type ReferenceArrayInputProps, type ReferenceInputProps,
} from 'react-admin';
import { useCount } from './useResourceQueries';

/** Matches listed at most in a picker (the spec does not give the value). */
export const PICKER_CAP = 50;

/** "Affinez la recherche : N résultats" when more rows match than the picker lists. */
export const useRefineHint = (): string | undefined => {
  const { hasNextPage, resource, filterValues, filter } = useChoicesContext();
  const translate = useTranslate();
  const { data: count } = useCount(resource, { ...filter, ...filterValues }, !!hasNextPage);
  return hasNextPage && count !== undefined ? translate('app.picker.refine', { count }) : undefined;
};

export const CappedAutocomplete = (props: AutocompleteInputProps) => {
  const hint = useRefineHint();
  return <AutocompleteInput {...props} helperText={hint ?? props.helperText} />;
};

export const CappedAutocompleteArray = (props: AutocompleteArrayInputProps) => {
  const hint = useRefineHint();
  return <AutocompleteArrayInput {...props} helperText={hint ?? props.helperText} />;
};

/** A ReferenceInput listing PICKER_CAP matches; its child should be a CappedAutocomplete. */
export const CappedReferenceInput = ({ children, ...props }: ReferenceInputProps & { children: ReactElement }) => (
  <ReferenceInput {...props} perPage={PICKER_CAP}>{children}</ReferenceInput>
);

export const CappedReferenceArrayInput = ({ children, ...props }: ReferenceArrayInputProps & { children: ReactElement }) => (
  <ReferenceArrayInput {...props} perPage={PICKER_CAP}>{children}</ReferenceArrayInput>
);
