// Creating a webhook: the engine's form, then its signing secret from the creation's answer in a
// dialog (shown once); the webhook's page once the user has taken it.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Create, useTranslate, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { EngineForm } from '../../engine/EngineForm';
import { raName } from '../../providers/resourceMap';
import { CopyField } from './CopyField';

const def = resources.webhooks;

export const WebhookCreate = () => {
  const translate = useTranslate();
  const [made, setMade] = useState<{ id: RaRecord['id']; secret: string } | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <Create
        resource={raName(def)}
        mutationMode="pessimistic"
        redirect={false}
        record={{ active: true, events: [] }}
        mutationOptions={{ onSuccess: (data: RaRecord) => setMade(typeof data.secret === 'string' ? { id: data.id, secret: data.secret } : null) }}
      >
        <EngineForm def={def} kind="create" />
      </Create>
      {made && (
        <Dialog open fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title" onClose={() => navigate(`/webhooks/${made.id}/show`)}>
          <DialogTitle id="webhook-secret-title">{translate('app.integrations.webhooks.created_title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Alert severity="warning">{translate('app.integrations.webhooks.secret_once')}</Alert>
            <CopyField label={translate('resources.webhooks.fields.secret')} value={made.secret} copyLabel="app.integrations.webhooks.copy_secret" />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => navigate(`/webhooks/${made.id}/show`)}>{translate('app.integrations.webhooks.done')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
