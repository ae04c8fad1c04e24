// Seeds the demo data on demand: `node --import tsx server/db/seed/cli.ts`
// (DATABASE_URL, or the embedded database of DATA_DIR). Does nothing on a non-empty database.
import { loadConfig } from '../../config';
import { createLogger } from '../../log';
import { openDatabase } from '../database';

const config = loadConfig();
const db = await openDatabase({ ...config, seedDemo: true }, createLogger(config.logLevel));
console.log(db.seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded.');
await db.close();
