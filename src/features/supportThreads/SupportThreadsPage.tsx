// Conversations with support: the list (newest first, unread counts) and the open thread.
// Users at /messages (their companies' threads, a new one pre-filled from ?new=1&subject=&message=);
// support staff at /support/messages (every company's threads, answered here).
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { NewThreadForm } from './NewThreadForm';
import { fetchThreads, type SupportThread } from './supportApi';
import { ThreadView } from './ThreadView';

export const SupportThreadsPage = ({ supportSide = false }: { supportSide?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const [threads, setThreads] = useState<SupportThread[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = Number(params.get('thread')) || null;
  const creating = !supportSide && params.get('new') === '1';
  const title = translate(supportSide ? 'app.supportThreads.support_title' : 'app.supportThreads.title');

  const refresh = useCallback(() => {
    fetchThreads().then(setThreads).catch((e: Error) => setError(e.message || 'app.errors.unexpected'));
  }, []);
  useEffect(refresh, [refresh]);

  const open = (id: number) => setParams({ thread: String(id) });
  return (
    <Card component="section" aria-labelledby="support-threads-title" sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography id="support-threads-title" variant="h5" component="h1" sx={{ flex: 1 }}>{title}</Typography>
          {!supportSide && <Button variant="contained" onClick={() => setParams({ new: '1' })}>{translate('app.supportThreads.new')}</Button>}
        </Box>
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box component="nav" aria-label={translate('app.supportThreads.list')} sx={{ width: { md: 320 }, flexShrink: 0 }}>
            {threads && !threads.length && <Typography color="text.secondary">{translate('app.supportThreads.empty')}</Typography>}
            <List dense disablePadding>
              {(threads ?? []).map((th) => (
                <ListItemButton key={th.id} selected={th.id === selected} onClick={() => open(th.id)} aria-current={th.id === selected ? 'true' : undefined}>
                  <ListItemText primary={th.subject} secondary={supportSide ? th.company_name : new Date(th.last_message_at).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR')} />
                  {th.unread > 0 && (
                    <Chip size="small" color="primary" label={th.unread} aria-label={translate('app.supportThreads.unread', { smart_count: th.unread })} sx={{ ml: 2 }} />
                  )}
                </ListItemButton>
              ))}
            </List>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {creating && (
              <NewThreadForm subject={params.get('subject') ?? ''} message={params.get('message') ?? ''}
                onCreated={(th) => { refresh(); open(th.id); }} onCancel={() => setParams({})} />
            )}
            {!creating && selected && <ThreadView key={selected} id={selected} supportSide={supportSide} onChanged={refresh} />}
            {!creating && !selected && <Typography color="text.secondary">{translate('app.supportThreads.pick')}</Typography>}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
