// The shell's choices: where `/` goes, the query cache (spec §9), the sidebar order (spec §2).
import { describe, expect, it } from 'vitest';
import { afterLoginPath, homePath } from '../../../src/providers/redirects';
import { CACHE_MS, createQueryClient, refetchOnMount } from '../../../src/providers/queryClient';
import type { Query } from '@tanstack/react-query';

describe('/ and the preferred dashboard', () => {
  it('goes to the preferred dashboard when its screen exists, else to the main one', () => {
    expect(homePath('main')).toBe('/dashboard');
    expect(homePath(undefined)).toBe('/dashboard');
    // /score exists (issue 15): the score and the old 'conformity' preference land there.
    expect(homePath('score')).toBe('/score');
    expect(homePath('conformity')).toBe('/score');
    expect(homePath('nonsense')).toBe('/dashboard');
  });

  it('prefers a safe redirect parameter over the dashboard', () => {
    expect(afterLoginPath('/sites?page=2', 'score')).toBe('/sites?page=2');
    expect(afterLoginPath('https://evil.example', 'main')).toBe('/dashboard');
    expect(afterLoginPath(null, 'conformity')).toBe('/score');
  });
});

describe('query cache (spec §9)', () => {
  it('never refetches on mount, focus or reconnect, unless a write invalidated the query', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnReconnect).toBe(false);
    expect(queries.retry).toBe(false);
    expect(queries.refetchOnMount).toBe(refetchOnMount);
    expect(refetchOnMount({ state: { isInvalidated: false } } as Query)).toBe(false);
    expect(refetchOnMount({ state: { isInvalidated: true } } as Query)).toBe(true);
  });

  it('keeps lists 5 s, session data 24 h, the dashboard 5 min', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 5000, gcTime: 5000 });
    expect(client.getQueryDefaults(['auth', 'getIdentity'])).toMatchObject({ staleTime: CACHE_MS.session, gcTime: 86_400_000 });
    expect(client.getQueryDefaults(['dashboard', 'elements-count'])).toMatchObject({ staleTime: 300_000 });
    expect(CACHE_MS.options).toBe(3_600_000);
  });
});
