// Session contexts cached in this instance (issue 32 §2): a request whose token was seen before is
// authenticated without a round trip. Every write that changes a context notifies channel
// `auth_context` from the database itself (triggers, migration 0036), so no write path is
// forgotten: 'u:<user id>', 't:<token id>' or '*' (companies, sites, regulations: support scopes).
// Without a live LISTEN connection nothing is served from the cache (it is emptied and bypassed)
// until LISTEN is back; a load that overlaps a notification is not stored (it may predate it).
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RequestContext } from './context';

export const CONTEXT_CHANNEL = 'auth_context';

interface Entry {
  ctx: RequestContext;
  /** When the entry must be reloaded anyway: the session's expiry, the token's last day, or maxAge. */
  until: number;
}

export interface ContextCacheOptions {
  /** Longest life of an entry, a safety net under the notifications (ms). */
  maxAgeMs?: number;
  maxEntries?: number;
  /** First reconnect delay after the listening connection dropped (doubles up to 30 s). */
  retryMs?: number;
  /** How often the listening connection is checked with a query (ms). */
  heartbeatMs?: number;
  onError?: (err: Error, what: string) => void;
}

export interface CacheStats {
  hits: number;
  misses: number;
  notifications: number;
  drops: number;
}

/** Emits 'invalidated' (payload) after each notification is applied. */
export class ContextCache extends EventEmitter {
  private entries = new Map<string, Entry>();
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private delay: number;
  /** First reconnect delay (ms); a test lengthens it to observe the bypass. */
  retryMs: number;
  /** Bumped by every notification and drop: a load started before it is not stored. */
  private generation = 0;
  readonly stats: CacheStats = { hits: 0, misses: 0, notifications: 0, drops: 0 };
  /** The listening connection's application_name (tests find its backend by it). */
  readonly appName = `conformity-cache-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  constructor(private readonly connection: pg.ClientConfig, private readonly opts: ContextCacheOptions = {}) {
    super();
    this.retryMs = opts.retryMs ?? 250;
    this.delay = this.retryMs;
  }

  /** Whether entries are served (the LISTEN connection is up). */
  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.drop();
    if (this.retry) clearTimeout(this.retry);
  }

  /** A cached context (a copy: the locale is the request's), or undefined. */
  get(key: string, locale: RequestContext['locale']): RequestContext | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.until <= Date.now()) {
      if (entry) this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return { ...entry.ctx, locale };
  }

  /** The current generation, read before loading a context from the database. */
  mark(): number {
    return this.generation;
  }

  /** Stores a context loaded since `mark` unless a notification came in between. */
  set(key: string, ctx: RequestContext, mark: number, validUntil?: Date): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= (this.opts.maxEntries ?? 10_000)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const max = Date.now() + (this.opts.maxAgeMs ?? 300_000);
    this.entries.set(key, { ctx, until: Math.min(max, validUntil?.getTime() ?? max) });
  }

  /** The stored context's last-use time, after the session was touched (keeps touches to one a minute). */
  touched(key: string, at: Date): void {
    const entry = this.entries.get(key);
    if (entry) entry.ctx = { ...entry.ctx, sessionLastUsed: at };
  }

  /**
   * Read-your-writes on this instance: sends a marker notification and waits until this instance's
   * listener receives it. Notifications arrive in commit order, so every change committed before
   * (by this request or anyone) has been applied when it resolves. One round trip, paid by writes.
   * Without an answer in time, the cache is emptied instead.
   */
  async sync(pool: pg.Pool, timeoutMs = 2_000): Promise<void> {
    if (!this.listening) return;
    const payload = `sync:${this.appName}:${++this.syncSeq}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => { this.waiting.delete(payload); resolve(false); }, timeoutMs);
      this.waiting.set(payload, () => { clearTimeout(timer); resolve(true); });
    });
    try {
      await pool.query('SELECT pg_notify($1, $2)', [CONTEXT_CHANNEL, payload]);
    } catch {
      this.waiting.get(payload)?.();
    }
    if (!(await heard)) this.reset();
  }

  private syncSeq = 0;
  private waiting = new Map<string, () => void>();

  private reset(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Applies one notification payload. */
  invalidate(payload: string): void {
    if (payload.startsWith('sync:')) {
      const done = this.waiting.get(payload);
      this.waiting.delete(payload);
      done?.();
      return;
    }
    this.generation++;
    this.stats.notifications++;
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if (kind === 'u' || kind === 't') {
      for (const [key, { ctx }] of this.entries) {
        if (kind === 'u' ? ctx.user.id === id : ctx.tokenId === id) this.entries.delete(key);
      }
    } else {
      this.entries.clear();
    }
    this.emit('invalidated', payload);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.connection, application_name: this.appName, keepAlive: true });
    this.client = client;
    client.on('notification', (msg) => {
      if (msg.channel === CONTEXT_CHANNEL) this.invalidate(msg.payload ?? '*');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTEXT_CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.client !== client) return;
    // Notifications sent while nobody listened are lost: start from an empty cache.
    this.entries.clear();
    this.generation++;
    this.listening = true;
    this.emit('listening');
    this.delay = this.retryMs;
    const beat = this.opts.heartbeatMs ?? 10_000;
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((err: Error) => this.lost(client, err));
    }, beat);
    this.heartbeat.unref();
  }

  /** The listening connection failed: empty the cache, serve nothing from it, reconnect with backoff. */
  private lost(client: pg.Client, err: Error): void {
    if (this.client !== client) return;
    this.stats.drops++;
    this.drop();
    if (this.closed) return;
    this.opts.onError?.(err, 'session cache: listening connection lost');
    this.emit('lost');
    const delay = Math.max(this.delay, this.retryMs);
    this.delay = Math.min(this.delay * 2, 30_000);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  private drop(): void {
    this.listening = false;
    this.generation++;
    this.entries.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners('notification');
    client?.on('error', () => {});
    client?.end().catch(() => {});
  }
}
