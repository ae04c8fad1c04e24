// A read-only value with a copy button (a feed address, a secret), and the spec's copy-failed
// message (§8) when the clipboard refuses.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export const CopyField = ({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.integrations.copied', { type: 'success', autoHideDuration: 2000 });
    } catch {
      notify('app.integrations.copy_failed', { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        label={label}
        value={value}
        sx={{ flex: '1 1 320px' }}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        onFocus={(e) => e.target.select()}
      />
      <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>{translate(copyLabel)}</Button>
    </Box>
  );
};
