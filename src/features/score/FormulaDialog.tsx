// "How is this computed?": the formula (docs/conformity-score.md), its weights from the API.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useScore, type Formula } from './scoreApi';

export const FormulaDialog = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data } = useScore<Formula>('formula', open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate('app.score.how')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="score-formula-title">
        <DialogTitle id="score-formula-title">{translate('app.score.formula_title')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('app.score.formula.intro')}</Typography>
          <List dense>
            {Object.entries(data?.weights ?? {}).map(([key, points]) => (
              <ListItem key={key}>{translate(`app.score.formula.${key}`, { points })}</ListItem>
            ))}
          </List>
          <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.score.formula.cards')}</Typography>
          <Typography variant="body2">{translate('app.score.formula.history')}</Typography>
        </DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>{translate('app.score.close')}</Button></DialogActions>
      </Dialog>
    </>
  );
};
