// A login step's submission state: pending flag and the API's (already translated) message.
import { useState } from 'react';
import type { Translate } from '../../providers/translate';

export const useSubmit = (t: Translate) => {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      // HttpError messages are the API's translated text, or one of our `app.*` keys.
      setError(t((e as Error).message || 'app.errors.unknown'));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
};
