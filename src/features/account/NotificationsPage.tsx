// /user/notifications: one switch per notification kind (GET /user/notifications/, labels in the
// user's language from the API); each change is saved at once (PUT) and undone if refused.
import { Alert, Box, Card, CardContent, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { getNotifications, setNotifications, type NotificationSetting } from './accountApi';

const KEY = ['account', 'notifications'];

export const NotificationsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotifications(signal), staleTime: 0 });
  const mutation = useMutation({
    mutationFn: (change: { kind: string; enabled: boolean }) => setNotifications({ [change.kind]: change.enabled }),
    onMutate: (change) => {
      const previous = queryClient.getQueryData<NotificationSetting[]>(KEY);
      queryClient.setQueryData<NotificationSetting[]>(KEY, (list) =>
        list?.map((s) => (s.kind === change.kind ? { ...s, enabled: change.enabled } : s)),
      );
      return { previous };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(KEY, settings);
      notify('app.account.saved', { type: 'success', autoHideDuration: 2000 });
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(KEY, context?.previous);
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    },
  });

  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title="app.account.notifications.title" />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.account.notifications.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.account.notifications.intro')}</Typography>
          {isPending && <Loading />}
          {isError && <Alert severity="error">{translate('app.account.notifications.load_error')}</Alert>}
          {data?.length === 0 && <Typography>{translate('app.account.notifications.empty')}</Typography>}
          {data && data.length > 0 && (
            <FormGroup>
              {data.map((setting) => (
                <FormControlLabel
                  key={setting.kind}
                  label={setting.label}
                  control={
                    <Switch
                      name={setting.kind}
                      checked={setting.enabled}
                      disabled={mutation.isPending && mutation.variables?.kind === setting.kind}
                      onChange={(e) => mutation.mutate({ kind: setting.kind, enabled: e.target.checked })}
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
