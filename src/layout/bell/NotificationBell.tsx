// The app bar's bell: the unread count as a badge (polled every minute and when the window gets
// focus back), a menu of the latest notifications; a click marks it read and opens its list.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Divider, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { TextButton } from '../../engine/TextButton';
import { formatDateTime } from '../../providers/dates';
import { BELL_KEY, getBell, markAllRead, markRead, type InAppNotification } from './bellApi';

export const NotificationBell = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isError } = useQuery({ queryKey: BELL_KEY, queryFn: ({ signal }) => getBell(signal), refetchInterval: 60_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: BELL_KEY });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });
  const unread = data?.unread ?? 0;

  const open = (n: InAppNotification) => {
    setAnchor(null);
    if (!n.read) readOne.mutate(n.id);
    if (n.link) navigate(n.link);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? translate('app.account.bell.open_unread', { count: unread > 99 ? '99+' : unread }) : translate('app.account.bell.open')}
        aria-haspopup="menu"
        onClick={(e) => { setAnchor(e.currentTarget); void refresh(); }}
      >
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 380, maxWidth: '95vw' } } }}>
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>{translate('app.account.bell.title')}</Typography>
          {unread > 0 && <TextButton label="app.account.bell.read_all" onClick={() => { readAll.mutate(); setAnchor(null); }} />}
        </Box>
        <Divider />
        {isError && <MenuItem disabled>{translate('app.account.bell.load_error')}</MenuItem>}
        {data?.results.length === 0 && <MenuItem disabled>{translate('app.account.bell.empty')}</MenuItem>}
        {data?.results.map((n) => (
          <MenuItem key={n.id} onClick={() => open(n)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }} data-read={n.read}>
            <ListItemText
              primary={n.title}
              secondary={`${formatDateTime(n.created_at)}${n.read ? '' : ` · ${translate('app.account.bell.unread')}`}`}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 'normal' : 'bold' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
