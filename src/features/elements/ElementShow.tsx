// /elements/:id: the element page. Its summary (ElementHeader), then its sections as tabs:
// obligations, controls, documents and tasks (areas not built yet: an empty state each), linked
// objects, history. Edit and delete follow the user's rights; a locked element offers neither.
import { Card, CardContent, Tab, Tabs } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useSearchParams } from 'react-router';
import { Button, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordShow } from '../../engine/RecordPages';
import { TypedDeleteButton } from '../../engine/TypedDeleteButton';
import { useAccess } from '../../providers/useSession';
import { ElementControls } from '../controls/ElementControls';
import { ElementObligations } from '../obligations/ElementObligations';
import { NotesPanel } from '../comments/NotesPanel';
import { ElementDocuments } from '../documents/ElementDocuments';
import { PrintLabelButton } from '../labels/PrintLabelButton';
import { ElementTasks } from '../tasks/ElementTasks';
import { ConformityReasons } from './ConformityReasons';
import { ElementHistory } from './ElementHistory';
import { ElementLinks } from './ElementLinks';
import { ElementSummary, ElementTitle } from './ElementHeader';
import { RecordExportButton } from '../../engine/ReportMenuButton';
import { CopyLinkButton } from './CopyLinkButton';
import { elementEditPath } from './paths';
import type { ElementRow } from './elementRow';

/** Sections of the page, each from its own area. */
const SECTIONS = ['obligations', 'controls', 'documents', 'tasks', 'links', 'history'] as const;
type Section = (typeof SECTIONS)[number];

export const ElementActions = () => {
  const record = useRecordContext<ElementRow>();
  const canEdit = useAccess('elements', 'edit');
  const canDelete = useAccess('elements', 'delete');
  if (!record) return <TopToolbar />;
  const open = !record.locked;
  return (
    <TopToolbar>
      <PrintLabelButton />
      <CopyLinkButton />
      <RecordExportButton />
      {canEdit && open && (
        <Button component={Link} to={elementEditPath(record.id)} label="ra.action.edit">
          <EditIcon />
        </Button>
      )}
      {canDelete && open && <TypedDeleteButton />}
    </TopToolbar>
  );
};

const Sections = () => {
  const translate = useTranslate();
  // The open section is in the URL (?section=): it survives the page's re-renders while the record
  // loads (a tab chosen meanwhile went back to the first one) and can be linked to.
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const current: Section = SECTIONS.find((s) => s === asked) ?? 'obligations';
  const setCurrent = (value: Section) => setParams((p) => { p.set('section', value); return p; }, { replace: true });
  return (
    <Card sx={{ mt: 2 }}>
      <Tabs value={current} onChange={(_, value: Section) => setCurrent(value)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {SECTIONS.map((s) => (
          <Tab key={s} value={s} label={translate(`app.elements.sections.${s}`)} />
        ))}
      </Tabs>
      {/* A section's table wider than a phone scrolls inside its card, not the whole page. */}
      <CardContent sx={{ overflowX: 'auto', px: { xs: 1, sm: 2 } }}>
        {current === 'obligations' && <ElementObligations />}
        {current === 'controls' && <ElementControls />}
        {current === 'tasks' && <ElementTasks />}
        {current === 'documents' && <ElementDocuments />}
        {current === 'links' && <ElementLinks />}
        {current === 'history' && <ElementHistory />}
      </CardContent>
    </Card>
  );
};

export const ElementShow = () => (
  <RecordShow resource="elements" title={<ElementTitle />} actions={<ElementActions />} component="div">
    <Card>
      <CardContent>
        <ElementSummary />
        <ConformityReasons />
      </CardContent>
    </Card>
    <Sections />
    <Card sx={{ mt: 2 }}>
      <NotesPanel objectType="element" resource="elements" />
    </Card>
  </RecordShow>
);
