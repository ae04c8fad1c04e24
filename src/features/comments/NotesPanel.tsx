// The pinned notes of one object (element, control, observation, intervention, document): the
// list, pinned first with a pin icon (then newest), a field to add one, pin / unpin and delete.
// Writing needs the edit right of the object's resource; the API decides (and deletes only the
// author's notes for those without it): the buttons only mirror the rights.
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../providers/dates';
import { useAccess, useSessionUser } from '../../providers/useSession';
import { addNote, deleteNote, listNotes, setPinned, type Note, type NoteObjectType } from './notesApi';

const MAX = 10_000;

export const NotesPanel = ({ objectType, resource, id: given }: { objectType: NoteObjectType; resource: string; id?: number }) => {
  const record = useRecordContext();
  const id = given ?? (record?.id as number | undefined);
  const translate = useTranslate();
  const notify = useNotify();
  const canEdit = useAccess(resource, 'edit');
  const me = useSessionUser();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const key = ['comments', objectType, id];
  const { data: notes = [] } = useQuery({ queryKey: key, queryFn: ({ signal }) => listNotes(objectType, id!, signal), enabled: id != null });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) notify(done, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
    await client.invalidateQueries({ queryKey: key });
  };
  if (id == null) return null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    void run(async () => { await addNote(objectType, id, text); setText(''); }, 'app.notes.added');
  };
  const title = translate('app.notes.title');
  return (
    <Box component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {notes.length === 0 && <Typography color="text.secondary" role="status">{translate('app.notes.empty')}</Typography>}
      <List dense aria-label={title}>
        {notes.map((n: Note) => (
          <ListItem key={n.id} data-pinned={n.pinned} divider
            secondaryAction={(
              <Box>
                {canEdit && (
                  <Tooltip title={translate(n.pinned ? 'app.notes.unpin' : 'app.notes.pin')}>
                    <IconButton aria-label={translate(n.pinned ? 'app.notes.unpin' : 'app.notes.pin')}
                      onClick={() => void run(() => setPinned(n.id, !n.pinned))}>
                      {n.pinned ? <PushPinIcon color="primary" /> : <PushPinOutlinedIcon />}
                    </IconButton>
                  </Tooltip>
                )}
                {(canEdit || n.author === me?.id) && (
                  <Tooltip title={translate('app.notes.delete')}>
                    <IconButton aria-label={translate('app.notes.delete')} onClick={() => void run(() => deleteNote(n.id), 'app.notes.deleted')}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            )}>
            {n.pinned && <PushPinIcon fontSize="small" color="primary" sx={{ mr: 1 }} titleAccess={translate('app.notes.pinned')} />}
            <ListItemText
              primary={<span style={{ whiteSpace: 'pre-wrap' }}>{n.text}</span>}
              secondary={translate(n.pinned && n.pinned_by_name ? 'app.notes.meta_pinned' : 'app.notes.meta', {
                author: n.author_name ?? '—', date: formatDateTime(n.created_at), pinned_by: n.pinned_by_name ?? '',
              })}
            />
          </ListItem>
        ))}
      </List>
      {canEdit && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          <TextField label={translate('app.notes.new')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2}
            fullWidth size="small" slotProps={{ htmlInput: { maxLength: MAX } }} />
          <Button type="submit" variant="contained" disabled={!text.trim()}>{translate('app.notes.add')}</Button>
        </Box>
      )}
    </Box>
  );
};
