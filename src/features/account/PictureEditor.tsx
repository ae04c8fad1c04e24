// The profile picture: shown from the file store, replaced by an upload (png/jpg/jpeg, checked
// here by extension and by the API by content), or removed. Failures show the spec's file error.
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionUser } from '../../providers/useSession';
import { deletePicture, uploadPicture } from './accountApi';
import { fileErrorKey, PICTURE_ACCEPT } from './profileRules';
import { useImageUpload } from './useImageUpload';
import { usePictureUrl } from './usePictureUrl';

export const PictureEditor = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const url = usePictureUrl(user?.picture_id);
  const { error, pending, run, onFile } = useImageUpload();
  const name = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || user?.email || '';
  const initials = name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={url ?? undefined}
        alt={translate('app.account.profile.picture_alt', { name })}
        sx={{ width: 88, height: 88, fontSize: 32 }}
      >
        {initials}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} loading={pending}>
            {translate('app.account.profile.upload_picture')}
            <input type="file" hidden accept={PICTURE_ACCEPT} onChange={onFile(uploadPicture, 'app.account.profile.picture_saved')} data-testid="picture-input" />
          </Button>
          {user?.picture_id && (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              disabled={pending}
              onClick={() => void run(deletePicture, 'app.account.profile.picture_deleted')}
            >
              {translate('app.account.profile.delete_picture')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.account.profile.picture_hint')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {translate('app.account.profile.picture_failed')} {translate(fileErrorKey(error))}
          </Alert>
        )}
      </Box>
    </Stack>
  );
};
