import net from 'node:net';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL server; unset: start the embedded one under dataDir/pg. */
  databaseUrl: string | undefined;
  /** A streaming replica for lists, counts, exports and dashboards (DATABASE_READ_URL); unset: the primary. */
  databaseReadUrl: string | undefined;
  /** How long after a user's write through this instance their reads stay on the primary (READ_AFTER_WRITE_SECONDS). */
  readAfterWriteMs: number;
  /** With databaseUrl: seed the demo data into an empty database. Embedded databases always are. */
  seedDemo: boolean;
  demoPassword: string;
  publicUrl: string;
  /** Whether this instance schedules the notification senders (NOTIFY_SCHEDULES=0: no; the API tests run them by hand). */
  notifySchedules: boolean;
  sessionTtlHours: number;
  /** Requests per minute one private-application token may make (TOKEN_RATE_LIMIT). */
  tokenRateLimit: number;
  /** Session contexts cached in this instance, dropped on NOTIFY (SESSION_CACHE=0: read on every request). */
  sessionCache: boolean;
  logLevel: string;
  distDir: string;
  /**
   * Behind reverse proxies (TRUST_PROXY): how many X-Forwarded-For hops to trust, or which proxy
   * addresses; the client IP (login limits) is the first hop not trusted. false: the socket's peer.
   */
  trustProxy: false | number | string[];
  /** Outgoing mail: SMTP when a host is set, else the local outbox (DATA_DIR/mail). */
  smtp: SmtpConfig | null;
  mailFrom: string;
  /** Where files live: local disk (DATA_DIR/files) unless an S3 bucket is set. */
  storage: StorageConfig;
  /** Largest accepted upload, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** Exports of more rows than this run as a job and arrive by e-mail. */
  exportEmailThreshold: number;
  /** Jobs run at once per queue by this instance. */
  jobConcurrency: number;
  /**
   * How often an idle worker polls for jobs (JOB_POLL_SECONDS). This instance's own enqueues and
   * the jobs it hands back wake a worker at once, so polling only finds retries, scheduled jobs
   * and other instances' jobs; every worker polls on its own (2 per kind, ~40 in all).
   */
  jobPollSeconds: number;
  /** Days a finished job's history is kept (job_runs and pg-boss's archive), JOB_HISTORY_DAYS. */
  jobHistoryDays: number;
  /** Bulk actions on more rows than this run as a job with progress (BULK_JOB_THRESHOLD). */
  bulkJobThreshold: number;
  /** Rows a bulk job writes per transaction (BULK_BATCH_SIZE): short locks, a checkpoint each. */
  bulkBatchSize: number;
  /** Batches a bulk job writes at once, each on its own connection (BULK_JOB_LANES). */
  bulkJobLanes: number;
  /** Connections of the server's pool (DB_POOL_SIZE), jobs included. */
  dbPoolSize: number;
  /** Outgoing webhooks (server/areas/integrations). */
  webhooks: WebhookConfig;
  /** Who runs this instance, for the legal page (/legal): OPERATOR_* variables, README. */
  operator: OperatorConfig;
}

export interface WebhookConfig {
  /** Hosts a webhook may post to even when private or loopback (WEBHOOK_ALLOWED_HOSTS, comma-separated). */
  allowedHosts: string[];
  /** First retry delay in seconds, doubled at each retry (WEBHOOK_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** Attempts of one delivery, the first included (WEBHOOK_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Failed attempts in a row after which a webhook is disabled (WEBHOOK_MAX_FAILURES). */
  maxFailures: number;
  /** Time allowed to one attempt, connection to last byte (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The operator's details shown on the legal page; empty when not configured. */
export interface OperatorConfig {
  name: string;
  address: string;
  /** Company registration (RCS, SIREN) and share capital, as one line. */
  registration: string;
  /** Directeur de la publication. */
  director: string;
  email: string;
  /** The data protection officer's (or privacy) contact. */
  dpoEmail: string;
  /** The hosting provider's name, address and telephone (LCEN art. 6). */
  host: string;
  /** Sub-processors of personal data, one per item (OPERATOR_SUBPROCESSORS, separated by ';'). */
  subprocessors: string[];
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  /** Messages per second this instance sends at most (SMTP_MAX_PER_SECOND; 0: no limit). */
  maxPerSecond: number;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Path-style URLs (MinIO, s3rver, most S3-compatible servers). */
      forcePathStyle: boolean;
      /** Key prefix inside the bucket. */
      prefix: string;
    };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function int(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min} (got "${value}")`);
  return n;
}

/** Reads the configuration; throws on a malformed value so a typo stops the start instead of hiding. */
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset or 0 → trust no proxy; a number n → the last n hops are our proxies; a
 * comma-separated list of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal` → those are.
 * `true` is refused: trusting every hop lets any client choose its IP (and dodge login limits).
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length || !entries.length) {
    throw new Error(`TRUST_PROXY must be a number of proxy hops or a list of proxy addresses/CIDRs (got "${value}")`);
  }
  return entries;
}

/**
 * Fastify's trustProxy for the configured value. A number becomes "the first n hops from the
 * socket are proxies" (as in Express): this Fastify treats a bare number as trusting nothing.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT', 0);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    readAfterWriteMs: int(env.READ_AFTER_WRITE_SECONDS, 5, 'READ_AFTER_WRITE_SECONDS') * 1000,
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO?.toLowerCase() === 'true',
    demoPassword: env.DEMO_PASSWORD || 'demo2026',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    notifySchedules: env.NOTIFY_SCHEDULES !== '0',
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 168, 'SESSION_TTL_HOURS'),
    tokenRateLimit: int(env.TOKEN_RATE_LIMIT, 600, 'TOKEN_RATE_LIMIT'),
    sessionCache: env.SESSION_CACHE !== '0',
    logLevel,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: int(env.SMTP_PORT, 587, 'SMTP_PORT'),
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
          secure: flag(env.SMTP_SECURE, env.SMTP_PORT === '465'),
          maxPerSecond: int(env.SMTP_MAX_PER_SECOND, 0, 'SMTP_MAX_PER_SECOND', 0),
        }
      : null,
    mailFrom: env.MAIL_FROM || 'Conformité <no-reply@localhost>',
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, true),
          prefix: (env.S3_PREFIX || '').replace(/^\/+|\/+$/g, ''),
        }
      : { kind: 'local', dir: path.join(dataDir, 'files') },
    uploadMaxBytes: int(env.UPLOAD_MAX_MB, 50, 'UPLOAD_MAX_MB') * 1024 * 1024,
    exportEmailThreshold: int(env.EXPORT_EMAIL_THRESHOLD, 5000, 'EXPORT_EMAIL_THRESHOLD'),
    jobConcurrency: int(env.JOB_CONCURRENCY, 2, 'JOB_CONCURRENCY'),
    jobPollSeconds: int(env.JOB_POLL_SECONDS, 10, 'JOB_POLL_SECONDS'),
    jobHistoryDays: int(env.JOB_HISTORY_DAYS, 7, 'JOB_HISTORY_DAYS'),
    bulkJobThreshold: int(env.BULK_JOB_THRESHOLD, 5000, 'BULK_JOB_THRESHOLD', 0),
    bulkBatchSize: int(env.BULK_BATCH_SIZE, 5000, 'BULK_BATCH_SIZE'),
    bulkJobLanes: int(env.BULK_JOB_LANES, 2, 'BULK_JOB_LANES'),
    webhooks: {
      allowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().replace(/^\[|\]$/g, '').toLowerCase()).filter(Boolean),
      retryDelaySeconds: int(env.WEBHOOK_RETRY_DELAY_SECONDS, 30, 'WEBHOOK_RETRY_DELAY_SECONDS'),
      maxAttempts: int(env.WEBHOOK_MAX_ATTEMPTS, 6, 'WEBHOOK_MAX_ATTEMPTS'),
      maxFailures: int(env.WEBHOOK_MAX_FAILURES, 10, 'WEBHOOK_MAX_FAILURES'),
      timeoutMs: int(env.WEBHOOK_TIMEOUT_MS, 10_000, 'WEBHOOK_TIMEOUT_MS'),
    },
    operator: {
      name: env.OPERATOR_NAME?.trim() ?? '', address: env.OPERATOR_ADDRESS?.trim() ?? '',
      registration: env.OPERATOR_REGISTRATION?.trim() ?? '', director: env.OPERATOR_DIRECTOR?.trim() ?? '',
      email: env.OPERATOR_EMAIL?.trim() ?? '', dpoEmail: env.OPERATOR_DPO_EMAIL?.trim() ?? '', host: env.OPERATOR_HOST?.trim() ?? '',
      subprocessors: (env.OPERATOR_SUBPROCESSORS ?? '').split(';').map((s) => s.trim()).filter(Boolean),
    },
    dbPoolSize: int(env.DB_POOL_SIZE, 10, 'DB_POOL_SIZE'),
  };
}
