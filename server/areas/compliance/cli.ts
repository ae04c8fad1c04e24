// Recomputes every element's stored conformity, in batches: `npm run compliance:recompute`
// (DATABASE_URL, or the embedded database of DATA_DIR). Safe while the API runs.
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createLogger } from '../../log';
import { ownTransactions, recomputeCompliance } from './refresh';

const config = loadConfig();
const db = await openDatabase(config, createLogger(config.logLevel));
const result = await recomputeCompliance(ownTransactions(db.db));
console.log(`Day ${result.day}: ${result.examined} elements, ${result.changed} changed, ${result.batches} batches.`);
await db.close();
