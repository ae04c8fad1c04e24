// Creating a token: the engine's form, then the key from the creation's answer in a dialog
// (shown once); the list once the user has taken it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Create, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { EngineForm } from '../../engine/EngineForm';
import { raName } from '../../providers/resourceMap';
import { TokenKeyDialog } from './TokenKeyDialog';

const def = resources.tokens;

export const TokenCreate = () => {
  const [key, setKey] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <Create
        resource={raName(def)}
        mutationMode="pessimistic"
        redirect={false}
        record={{ active: true }}
        mutationOptions={{ onSuccess: (data: RaRecord) => setKey(typeof data.key === 'string' ? data.key : null) }}
      >
        <EngineForm def={def} kind="create" />
      </Create>
      {key && <TokenKeyDialog tokenKey={key} onClose={() => navigate('/tokens')} />}
    </>
  );
};
