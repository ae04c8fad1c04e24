// After validation: the observations created or updated, the controls done (with their next due
// date) and the document the report became.
import { Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../providers/dates';
import { httpClient } from '../../providers/httpClient';

interface Links {
  tasks: { id: number; description: string; status: string; element_name: string }[];
  controls: { id: number; designation: string; element_name: string; completed_date: string | null; next_date: string | null }[];
  document: { id: number; name: string } | null;
}

export const LinksPanel = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const [links, setLinks] = useState<Links | null>(null);
  useEffect(() => { void httpClient<Links>(`/express-reports/${id}/links/`).then((r) => setLinks(r.json)); }, [id]);
  if (!links) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="express-links">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('app.express.links')}</Typography>
        <Typography variant="subtitle1">{translate('app.express.linked_tasks')}</Typography>
        <List dense>
          {links.tasks.map((t) => (
            <ListItem key={t.id}>
              <ListItemText primary={<Link component={RouterLink} to={`/tasks/${t.id}/show`}>{t.description}</Link>}
                secondary={`${t.element_name} · ${translate(`resources.tasks.choices.status.${t.status}`)}`} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle1">{translate('app.express.linked_controls')}</Typography>
        <List dense>
          {links.controls.map((c) => (
            <ListItem key={c.id}>
              <ListItemText primary={<Link component={RouterLink} to={`/controls/${c.id}/show`}>{c.designation}</Link>}
                secondary={[c.element_name, formatDate(c.completed_date), c.next_date ? translate('app.express.next_date', { date: formatDate(c.next_date) }) : '']
                  .filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
        {links.document && (
          <Typography>
            {translate('app.express.linked_document')} :{' '}
            <Link component={RouterLink} to={`/documents/${links.document.id}/show`}>{links.document.name}</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
