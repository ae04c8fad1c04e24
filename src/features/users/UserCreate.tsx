// /user/team/users/create: the user creation wizard (MUI Stepper). Every step stays mounted (only
// the current one is shown) so values and checks survive going back and forth. Submitting is
// pessimistic: nothing is shown as created before POST /users/invite/ answers.
import { Alert, Box, Card, CardActions, CardContent, LinearProgress, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, Form, Title, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { referenceResource } from '../../providers/resourceMap';
import type { InviteResult as Result } from '../../providers/usersApi';
import { EmailsStep } from './EmailsStep';
import { InviteResult } from './InviteResult';
import { RightsInput } from './RightsInput';
import { ScopeInputs } from './ScopeInputs';
import { SpecialRightsInputs } from './SpecialRightsInputs';
import { SourceStep } from './SourceStep';
import { SummaryStep } from './SummaryStep';
import { useEditorRights, useRightsTemplates } from './useUserMeta';
import { useWizardPrefill } from './useWizardPrefill';
import { asValidator } from './validators';
import { INITIAL_VALUES, invitePayload, rightsError, STEP_FIELDS, stepOfField, WIZARD_STEPS, type WizardStep, type WizardValues } from './wizardSteps';

/** One step's content, named after the step; hidden (not unmounted) when another step is shown. */
const Panel = ({ name, current, help, children }: { name: WizardStep; current: number; help?: string; children: ReactNode }) => {
  const translate = useTranslate();
  const shown = WIZARD_STEPS[current] === name;
  return (
    <Box component="section" aria-label={translate(`app.users.wizard.steps.${name}`)} hidden={!shown} sx={{ display: shown ? 'block' : 'none', pt: 2 }}>
      {help && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(help)}</Typography>}
      {children}
    </Box>
  );
};

interface BodyProps {
  step: number;
  setStep: (step: number) => void;
  pending: boolean;
}

const WizardBody = ({ step, setStep, pending }: BodyProps) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const limits = useEditorRights();
  useWizardPrefill();
  const last = WIZARD_STEPS.length - 1;
  const validateRights = asValidator((value) => rightsError(value as WizardValues['rights'], limits));

  // The wizard is built from the rights templates: without them it cannot be offered (spec §8).
  const templates = useRightsTemplates();
  const next = async () => {
    if (await trigger(STEP_FIELDS[WIZARD_STEPS[step]] as string[])) setStep(step + 1);
  };
  if (templates.isError) return <CardContent><Alert severity="error">{translate('app.errors.form_unavailable')}</Alert></CardContent>;

  return (
    <>
      <CardContent>
        <Stepper activeStep={step} alternativeLabel nonLinear={false}>
          {WIZARD_STEPS.map((name, index) => (
            <Step key={name} completed={index < step}>
              {index < step && !pending ? (
                <StepButton onClick={() => setStep(index)}>{translate(`app.users.wizard.steps.${name}`)}</StepButton>
              ) : (
                <StepLabel>{translate(`app.users.wizard.steps.${name}`)}</StepLabel>
              )}
            </Step>
          ))}
        </Stepper>
        <Panel name="source" current={step}><SourceStep /></Panel>
        <Panel name="scope" current={step} help="app.users.wizard.scope_help"><ScopeInputs /></Panel>
        <Panel name="rights" current={step}>
          <SpecialRightsInputs />
          <RightsInput validate={validateRights} />
        </Panel>
        <Panel name="emails" current={step}><EmailsStep /></Panel>
        <Panel name="summary" current={step}><SummaryStep /></Panel>
        {pending && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.users.wizard.submitting')}</Typography>
            <LinearProgress />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button label="app.users.wizard.back" onClick={() => setStep(step - 1)} disabled={step === 0 || pending} />
        {/* Distinct keys: a "next" button turned into the submit button mid-click would submit. */}
        {step < last ? (
          <Button key="next" label="app.users.wizard.next" variant="contained" onClick={next} />
        ) : (
          <Button key="submit" label="app.users.wizard.submit" variant="contained" type="submit" disabled={pending} />
        )}
      </CardActions>
    </>
  );
};

export const UserCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [step, setStep] = useState(0);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    // Enter in a field of an earlier step must not send the invitations.
    if (step !== WIZARD_STEPS.length - 1) return;
    setPending(true);
    try {
      setResult(await dataProvider.inviteUsers(invitePayload(values as unknown as WizardValues)));
      await queryClient.invalidateQueries({ queryKey: [referenceResource('users') ?? 'users'] });
    } catch (error) {
      const errors = (error as HttpError)?.body?.errors as Record<string, unknown> | undefined;
      const fields = Object.keys(errors ?? {}).filter((f) => f !== 'root');
      if (errors && Object.keys(errors).length) {
        setStep(fields.length ? Math.min(...fields.map(stepOfField)) : WIZARD_STEPS.length - 1);
        return errors;
      }
      notify((error as Error)?.message || 'app.errors.unknown', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const again = () => {
    setResult(null);
    setStep(0);
    setRound((r) => r + 1);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.users.wizard.title')} />
      <Card>
        {result ? (
          <CardContent>
            <InviteResult result={result} onAgain={again} />
          </CardContent>
        ) : (
          <Form key={round} defaultValues={INITIAL_VALUES} onSubmit={submit} noValidate>
            <WizardBody step={step} setStep={setStep} pending={pending} />
          </Form>
        )}
      </Card>
    </Box>
  );
};
