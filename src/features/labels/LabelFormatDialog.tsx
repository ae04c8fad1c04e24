// Asks the format of the labels (QR code or Data Matrix) before a sheet is generated.
import { Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { LABEL_FORMATS, type LabelFormat } from './labelsApi';
import { TextButton } from '../../engine/TextButton';

export const LabelFormatDialog = ({ onConfirm, onClose, pending = false }: {
  onConfirm: (format: LabelFormat) => void;
  onClose: () => void;
  pending?: boolean;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [format, setFormat] = useState<LabelFormat>('qr');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.labels.format_title')}</DialogTitle>
      <DialogContent>
        <RadioGroup value={format} onChange={(e) => setFormat(e.target.value as LabelFormat)} aria-labelledby={titleId}>
          {LABEL_FORMATS.map((f) => (
            <FormControlLabel key={f} value={f} control={<Radio />} label={translate(`app.labels.format_${f}`)} />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.labels.format_hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <Button label="app.labels.generate" variant="contained" disabled={pending} onClick={() => onConfirm(format)} />
      </DialogActions>
    </Dialog>
  );
};
