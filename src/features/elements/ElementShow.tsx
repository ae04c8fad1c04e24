// /elements/:id: the element page. Its summary (ElementHeader), then its sections as tabs:
// obligations, controls, documents and tasks (areas not built yet: an empty state each), linked
// objects, history. Edit and delete follow the user's rights; a locked element offers neither.
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { Button, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { useAccess } from '../../providers/useSession';
import { ElementControls } from '../controls/ElementControls';
import { ElementDocuments } from '../documents/ElementDocuments';
import { PrintLabelButton } from '../labels/PrintLabelButton';
import { ElementHistory } from './ElementHistory';
import { ElementLinks } from './ElementLinks';
import { ElementSummary, ElementTitle } from './ElementHeader';
import { elementEditPath } from './paths';

/** Sections of the page; obligations, documents and tasks belong to areas that do not exist yet. */
const SECTIONS = ['obligations', 'controls', 'documents', 'tasks', 'links', 'history'] as const;
type Section = (typeof SECTIONS)[number];
const NOT_BUILT: Section[] = ['obligations', 'tasks'];

export const ElementActions = () => {
  const record = useRecordContext();
  const canEdit = useAccess('elements', 'edit');
  const canDelete = useAccess('elements', 'delete');
  if (!record) return <TopToolbar />;
  const open = !record.locked;
  return (
    <TopToolbar>
      <PrintLabelButton />
      {canEdit && open && (
        <Button component={Link} to={elementEditPath(record.id)} label="ra.action.edit">
          <EditIcon />
        </Button>
      )}
      {canDelete && open && <TypedDeleteButton />}
    </TopToolbar>
  );
};

const EmptySection = ({ section }: { section: Section }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }} role="status">
      <Typography color="text.secondary">
        {translate('app.elements.sections.not_available', { section: translate(`app.elements.sections.${section}`) })}
      </Typography>
    </Box>
  );
};

const Sections = () => {
  const translate = useTranslate();
  const [current, setCurrent] = useState<Section>('obligations');
  return (
    <Card sx={{ mt: 2 }}>
      <Tabs value={current} onChange={(_, value: Section) => setCurrent(value)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {SECTIONS.map((s) => (
          <Tab key={s} value={s} label={translate(`app.elements.sections.${s}`)} />
        ))}
      </Tabs>
      <CardContent>
        {NOT_BUILT.includes(current) && <EmptySection section={current} />}
        {current === 'controls' && <ElementControls />}
        {current === 'documents' && <ElementDocuments />}
        {current === 'links' && <ElementLinks />}
        {current === 'history' && <ElementHistory />}
      </CardContent>
    </Card>
  );
};

export const ElementShow = () => (
  <Show resource="elements" title={<ElementTitle />} actions={<ElementActions />} component="div">
    <Card>
      <CardContent>
        <ElementSummary />
      </CardContent>
    </Card>
    <Sections />
  </Show>
);
