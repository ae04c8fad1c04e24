// The cluster run's mixed load through HAProxy: readers (lists, counts), writers (tags), uploaders
// (documents), each request logged with its outcome so the report can tell which failed, when,
// and check that every acknowledged write is in the database.
import { randomUUID } from 'node:crypto';

export interface Outcome { kind: string; method: string; at: number; ms: number; status: number; error?: string }
export interface Ack { kind: 'tag' | 'document'; id: number; name: string }

export class Load {
  readonly outcomes: Outcome[] = [];
  readonly acks: Ack[] = [];
  /** Writes without an answer (or a 5xx): they may or may not have happened. */
  readonly unsure: { kind: string; name: string }[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];
  readonly t0 = Date.now();

  constructor(private readonly base: string, private readonly token: string, private readonly company: number) {}

  async call(kind: string, method: string, path: string, body?: BodyInit, type = 'application/json'): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const started = Date.now();
    try {
      const res = await fetch(`${this.base}${path}`, {
        method, body, headers: { authorization: `Token ${this.token}`, ...(body && type ? { 'content-type': type } : {}) },
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      this.outcomes.push({ kind, method, at: started - this.t0, ms: Date.now() - started, status: res.status });
      return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : text };
    } catch (err) {
      this.outcomes.push({ kind, method, at: started - this.t0, ms: Date.now() - started, status: 0, error: (err as Error).message });
      return { status: 0, json: null };
    }
  }

  private loop(fn: () => Promise<void>) {
    this.loops.push((async () => { while (!this.stopped) await fn(); })());
  }

  start(readers: number, writers: number, uploaders: number) {
    const reads = ['/api/v1/elements/?page_size=25', '/api/v1/elements/count/', '/api/v1/controls/?page_size=25', '/api/v1/tags/?page_size=25'];
    for (let i = 0; i < readers; i++) {
      let n = i;
      this.loop(async () => { await this.call('list', 'GET', reads[n++ % reads.length]); });
    }
    for (let i = 0; i < writers; i++) {
      this.loop(async () => {
        const name = `cluster-${randomUUID()}`;
        const r = await this.call('write', 'POST', '/api/v1/tags/', JSON.stringify({ name, company: this.company }));
        if (r.status === 201) this.acks.push({ kind: 'tag', id: r.json.id, name });
        else if (r.status === 0 || r.status >= 500) this.unsure.push({ kind: 'tag', name });
      });
    }
    for (let i = 0; i < uploaders; i++) {
      this.loop(async () => {
        const name = `cluster-${randomUUID()}.pdf`;
        const form = new FormData();
        form.append('company', String(this.company));
        form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
        const r = await this.call('upload', 'POST', '/api/v1/documents/', form, '');
        if (r.status === 201) this.acks.push({ kind: 'document', id: r.json.results[0].id, name });
        else if (r.status === 0 || r.status >= 500) this.unsure.push({ kind: 'document', name });
      });
    }
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.loops);
  }
}

// fetch sets the multipart boundary itself when no content-type is given: '' above means none.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
