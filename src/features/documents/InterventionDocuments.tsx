// An intervention's Documents section: the documents linked to it (its report, photos…), and an
// upload that links the new files to it (the API files them on the intervention's site).
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { RelatedDocuments } from './RelatedDocuments';
import { UploadButton } from './UploadDialog';
import type { InterventionRow } from '../interventions/interventionRow';

/** `field`: the documents' link field of this kind (control_interventions, maintenance_interventions). */
export const InterventionDocuments = ({ field }: { field: 'control_interventions' | 'maintenance_interventions' }) => {
  const record = useRecordContext<InterventionRow>();
  const translate = useTranslate();
  const headingId = useId();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2">{translate('app.documents.intervention_section')}</Typography>
        <UploadButton links={{ [field]: record.id }} />
      </Box>
      <RelatedDocuments filter={{ [field]: record.id }} empty="app.documents.intervention_none" />
    </Box>
  );
};
