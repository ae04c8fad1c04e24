// Private-application tokens (/api/v1/tokens/, tier corpo): the engine serves them; the way in
// with a key is server/auth/app-tokens.ts.
import { defineArea } from '../area';
import { seedTokens } from './demo';
import { tokens } from './resource';

export const tokensArea = defineArea({ name: 'tokens', resources: [tokens], demo: seedTokens });
