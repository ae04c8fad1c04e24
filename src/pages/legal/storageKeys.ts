// What the console keeps in the browser, read from the keys the code really uses (the legal page
// lists them; a key renamed in its module is renamed here too).
import { CHUNK_RELOADS_KEY } from '../errors/chunkReload';
import { LOCALE_KEY } from '../../providers/locale';
import { COMPANY_KEY, SESSION_KEY } from '../../providers/session';
import { CACHE_KEY } from '../../providers/sessionData';
import { STORE_APP_KEY } from '../../providers/storage';

export const STORAGE_KEYS: { key: string; where: 'local' | 'session'; purpose: string }[] = [
  { key: LOCALE_KEY, where: 'local', purpose: 'locale' },
  { key: SESSION_KEY, where: 'local', purpose: 'session' },
  { key: CACHE_KEY, where: 'local', purpose: 'session_data' },
  { key: COMPANY_KEY, where: 'local', purpose: 'company' },
  { key: `RaStore${STORE_APP_KEY}.*`, where: 'local', purpose: 'preferences' },
  { key: CHUNK_RELOADS_KEY, where: 'session', purpose: 'chunk_reloads' },
];
