// /imports/new: the import wizard's first steps — object and action types, the template to
// download, the file to send. Once sent, the import's page follows it: the analysis with its
// progress, the summary per tab with the errors, apply (with or without the rows in error), done.
// Only the current step is rendered (its buttons are the only ones named 'Suivant'). It offers the
// object and action types the API lets the user import; with none, the forbidden page.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Card, CardContent, LinearProgress, MenuItem, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { importActions, importObjects, type ImportObject } from '../../providers/actionRules';
import { useAccessContext } from '../../providers/useSession';
import { downloadTemplate, uploadImport } from './api';

export const ImportWizard = () => {
  const objects = importObjects(useAccessContext());
  return objects.length ? <Wizard objects={objects} /> : <ForbiddenPage />;
};

const Wizard = ({ objects }: { objects: ImportObject[] }) => {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [objectType, setObjectType] = useState<ImportObject>(objects[0]);
  const actions = importActions(ctx, objectType);
  const [actionType, setActionType] = useState<string>(actions[0]);
  const [factory, setFactory] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: sites = [] } = useGetList('factories', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });

  const sendFile = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    const fields: Record<string, string> = { object_type: objectType, action_type: actionType };
    if (factory !== '') fields.factory = String(factory);
    const answer = await uploadImport(file, fields, setProgress);
    setProgress(null);
    if (answer.ok && answer.id) navigate(`/imports/${answer.id}/show`);
    else setError(answer.message ?? translate('app.errors.server'));
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.imports.wizard_title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.imports.wizard_title')}</Typography>
        <Stepper activeStep={step} orientation="vertical">
          <Step>
            <StepLabel>{translate('app.imports.step_choose')}</StepLabel>
            {step === 0 && <Box sx={{ ml: 4, mb: 2 }}>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <TextField select label={translate('resources.imports.fields.object_type')} value={objectType} sx={{ minWidth: 200 }}
                  onChange={(e) => {
                    const next = e.target.value as ImportObject;
                    const allowed = importActions(ctx, next);
                    setObjectType(next);
                    if (!allowed.some((a) => a === actionType)) setActionType(allowed[0]);
                  }}>
                  {objects.map((o) => <MenuItem key={o} value={o}>{translate(`resources.imports.choices.object_type.${o}`)}</MenuItem>)}
                </TextField>
                <TextField select label={translate('resources.imports.fields.action_type')} value={actionType} sx={{ minWidth: 200 }}
                  onChange={(e) => setActionType(e.target.value)}>
                  {actions.map((a) => <MenuItem key={a} value={a}>{translate(`resources.imports.choices.action_type.${a}`)}</MenuItem>)}
                </TextField>
                <TextField select label={translate('app.imports.site')} value={factory} sx={{ minWidth: 200 }}
                  onChange={(e) => setFactory(e.target.value === '' ? '' : Number(e.target.value))}>
                  <MenuItem value="">—</MenuItem>
                  {sites.map((s) => <MenuItem key={s.id} value={s.id}>{String(s.name)}</MenuItem>)}
                </TextField>
              </Box>
              <Box sx={{ mt: 2 }}><Button variant="contained" onClick={() => setStep(1)}>{translate('app.imports.next')}</Button></Box>
            </Box>}
          </Step>
          <Step>
            <StepLabel>{translate('app.imports.step_template')}</StepLabel>
            {step === 1 && <Box sx={{ ml: 4, mb: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.imports.template_help')}</Typography>
              <Button variant="outlined" onClick={() => void downloadTemplate(objectType, actionType)}>{translate('app.imports.download_template')}</Button>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button onClick={() => setStep(0)}>{translate('app.imports.previous')}</Button>
                <Button variant="contained" onClick={() => setStep(2)}>{translate('app.imports.next')}</Button>
              </Box>
            </Box>}
          </Step>
          <Step>
            <StepLabel>{translate('app.imports.step_upload')}</StepLabel>
            {step === 2 && <Box sx={{ ml: 4, mb: 2 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={progress !== null}>
                {translate('app.imports.choose_file')}
                <input hidden type="file" accept=".xlsx,.csv" data-testid="import-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              {file && <Typography variant="body2" sx={{ mt: 1 }}>{file.name}</Typography>}
              {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} aria-label={translate('app.imports.sending')} />}
              {error && <Typography color="error" role="alert" sx={{ mt: 1 }}>{error}</Typography>}
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button onClick={() => setStep(1)} disabled={progress !== null}>{translate('app.imports.previous')}</Button>
                <Button variant="contained" onClick={() => void sendFile()} disabled={!file || progress !== null}>{translate('app.imports.send')}</Button>
              </Box>
            </Box>}
          </Step>
        </Stepper>
      </CardContent>
    </Card>
  );
};
