import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL server; unset: start the embedded one under dataDir/pg. */
  databaseUrl: string | undefined;
  /** With databaseUrl: seed the demo data into an empty database. Embedded databases always are. */
  seedDemo: boolean;
  demoPassword: string;
  publicUrl: string;
  sessionTtlHours: number;
  logLevel: string;
  distDir: string;
  /** Behind a reverse proxy: trust X-Forwarded-For for the client IP (login rate limit). */
  trustProxy: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function int(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min} (got "${value}")`);
  return n;
}

/** Reads the configuration; throws on a malformed value so a typo stops the start instead of hiding. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT', 0);
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO?.toLowerCase() === 'true',
    demoPassword: env.DEMO_PASSWORD || 'demo2026',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 168, 'SESSION_TTL_HOURS'),
    logLevel,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY?.toLowerCase() === 'true',
  };
}
