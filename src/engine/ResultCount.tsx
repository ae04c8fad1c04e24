// "N résultats": the count of rows matching the list's filters, from /count/.
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useCount } from './useResourceQueries';

/** The filter the list sends: the user's filters plus the view's permanent ones. */
export const useListFilter = () => {
  const { filterValues, filter } = useListContext();
  return { ...filterValues, ...filter } as Record<string, unknown>;
};

export const useListCount = () => {
  const { resource } = useListContext();
  return useCount(resource, useListFilter());
};

export const ResultCount = () => {
  const translate = useTranslate();
  const { data: count } = useListCount();
  if (count === undefined) return null;
  return (
    <Typography variant="body2" role="status">
      {translate('app.list.count', { smart_count: count })}
    </Typography>
  );
};
