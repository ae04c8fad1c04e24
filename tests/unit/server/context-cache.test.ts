// The session cache's bookkeeping (server/auth/context-cache.ts) without a database: which
// notification drops which entries, a load overlapping a notification is not stored, entries end
// with their session, and nothing is served while not listening.
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../server/auth/context';
import { ContextCache } from '../../../server/auth/context-cache';

const ctxOf = (user: number, tokenId: number | null = null) =>
  ({ user: { id: user }, tokenId, sessionLastUsed: new Date(), locale: 'fr' }) as unknown as RequestContext;

/** A cache as if its LISTEN connection were up. */
function listening(): ContextCache {
  const cache = new ContextCache({});
  (cache as unknown as { listening: boolean }).listening = true;
  return cache;
}

describe('session cache', () => {
  it('serves nothing while not listening', () => {
    const cache = new ContextCache({});
    cache.set('s:a', ctxOf(1), cache.mark());
    expect(cache.get('s:a', 'fr')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("a user's notification drops that user's sessions and tokens only; '*' drops all", () => {
    const cache = listening();
    cache.set('s:a', ctxOf(1), cache.mark());
    cache.set('k:b', ctxOf(1, 7), cache.mark());
    cache.set('s:c', ctxOf(2), cache.mark());
    expect(cache.get('s:a', 'en')?.locale).toBe('en');
    cache.invalidate('u:1');
    expect(cache.get('s:a', 'fr')).toBeUndefined();
    expect(cache.get('k:b', 'fr')).toBeUndefined();
    expect(cache.get('s:c', 'fr')).toBeDefined();
    cache.set('k:b', ctxOf(1, 7), cache.mark());
    cache.invalidate('t:7');
    expect(cache.get('k:b', 'fr')).toBeUndefined();
    expect(cache.get('s:c', 'fr')).toBeDefined();
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('a context loaded before a notification arrived is not stored', () => {
    const cache = listening();
    const mark = cache.mark();
    cache.invalidate('u:99');
    cache.set('s:a', ctxOf(1), mark);
    expect(cache.get('s:a', 'fr')).toBeUndefined();
  });

  it('an entry ends with its session', () => {
    const cache = listening();
    cache.set('s:a', ctxOf(1), cache.mark(), new Date(Date.now() - 1));
    expect(cache.get('s:a', 'fr')).toBeUndefined();
    cache.set('s:b', ctxOf(1), cache.mark(), new Date(Date.now() + 60_000));
    expect(cache.get('s:b', 'fr')).toBeDefined();
  });

  it('marker notifications (sync) change nothing', () => {
    const cache = listening();
    cache.set('s:a', ctxOf(1), cache.mark());
    const mark = cache.mark();
    cache.invalidate('sync:other-instance:1');
    expect(cache.mark()).toBe(mark);
    expect(cache.get('s:a', 'fr')).toBeDefined();
  });
});
