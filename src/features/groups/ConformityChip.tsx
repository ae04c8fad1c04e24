// An element's conformity as a coloured chip ('to be discarded' when its expiry date passed).
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const ConformityChip = () => {
  const element = useRecordContext();
  const translate = useTranslate();
  if (!element?.conformity) return null;
  const compliant = element.conformity === 'compliant';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={compliant ? 'success' : 'error'}
      label={translate(element.to_discard ? 'resources.elements.tabs.to_discard' : `resources.elements.conformity.${element.conformity}`)}
    />
  );
};
