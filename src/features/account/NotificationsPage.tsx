// /user/notifications: one switch per notification kind (GET /user/notifications/, labels in the
// user's language from the API), each with "send me a preview"; the deadline reminder's horizon.
// Each change is saved at once (PUT) and undone if refused.
import { Alert, Box, Card, CardContent, FormControl, InputLabel, List, ListItem, MenuItem, Select, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { TextButton } from '../../engine/TextButton';
import { BELL_KEY } from '../../layout/bell/bellApi';
import { getNotifications, sendPreview, setNotifications, type NotificationPrefs } from './accountApi';

const KEY = ['account', 'notifications'];

interface Change { kind?: string; enabled?: boolean; horizon?: number }

export const NotificationsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotifications(signal), staleTime: 0 });
  const mutation = useMutation({
    mutationFn: (c: Change) => setNotifications(c.kind ? { [c.kind]: !!c.enabled } : {}, c.horizon),
    onMutate: (c) => {
      const previous = queryClient.getQueryData<NotificationPrefs>(KEY);
      queryClient.setQueryData<NotificationPrefs>(KEY, (p) => p && {
        ...p,
        deadline_horizon_days: c.horizon ?? p.deadline_horizon_days,
        settings: p.settings.map((s) => (s.kind === c.kind ? { ...s, enabled: !!c.enabled } : s)),
      });
      return { previous };
    },
    onSuccess: (prefs) => {
      queryClient.setQueryData(KEY, prefs);
      notify('app.account.saved', { type: 'success', autoHideDuration: 2000 });
    },
    onError: (error, _c, context) => {
      queryClient.setQueryData(KEY, context?.previous);
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    },
  });
  const preview = useMutation({
    mutationFn: sendPreview,
    onSuccess: () => {
      notify('app.account.notifications.preview_sent', { type: 'success' });
      // The preview shows in the bell too.
      void queryClient.invalidateQueries({ queryKey: BELL_KEY });
    },
    onError: (error) => notify((error as Error).message || 'app.errors.unknown', { type: 'error' }),
  });

  return (
    <Box sx={{ p: 2, maxWidth: 860 }}>
      <Title title="app.account.notifications.title" />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.account.notifications.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.account.notifications.intro')}</Typography>
          {isPending && <Loading />}
          {isError && <Alert severity="error">{translate('app.account.notifications.load_error')}</Alert>}
          {data?.settings.length === 0 && <Typography>{translate('app.account.notifications.empty')}</Typography>}
          {data && data.settings.length > 0 && (
            <List disablePadding>
              {data.settings.map((setting) => (
                <ListItem key={setting.kind} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-kind={setting.kind}>
                  <Switch
                    name={setting.kind}
                    checked={setting.enabled}
                    slotProps={{ input: { 'aria-labelledby': `notif-${setting.kind}` } }}
                    disabled={mutation.isPending && mutation.variables?.kind === setting.kind}
                    onChange={(e) => mutation.mutate({ kind: setting.kind, enabled: e.target.checked })}
                  />
                  <Typography id={`notif-${setting.kind}`} sx={{ flex: '1 1 260px' }}>{setting.label}</Typography>
                  <TextButton
                    label="app.account.notifications.preview"
                    aria-label={translate('app.account.notifications.preview_of', { label: setting.label })}
                    disabled={preview.isPending && preview.variables === setting.kind}
                    onClick={() => preview.mutate(setting.kind)}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {data && (
            <FormControl size="small" sx={{ maxWidth: 360 }}>
              <InputLabel id="notif-horizon">{translate('app.account.notifications.horizon')}</InputLabel>
              <Select
                labelId="notif-horizon"
                label={translate('app.account.notifications.horizon')}
                value={data.deadline_horizon_days}
                onChange={(e) => mutation.mutate({ horizon: Number(e.target.value) })}
              >
                {data.horizons.map((days) => (
                  <MenuItem key={days} value={days}>{translate('app.account.notifications.horizon_days', { days })}</MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
