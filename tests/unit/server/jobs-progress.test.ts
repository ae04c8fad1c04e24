import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledProgress } from '../../../server/jobs/progress';

describe('throttledProgress', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  const setup = () => {
    const writes: number[] = [];
    const errors: unknown[] = [];
    const reporter = throttledProgress(async (p) => { writes.push(p); }, 500, (e) => errors.push(e));
    return { writes, errors, reporter };
  };

  it('writes the first value at once, then at most once per interval, keeping the last one', async () => {
    const { writes, reporter } = setup();
    for (let i = 0; i <= 10_000; i++) await reporter.report(i / 200);
    expect(writes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(500);
    expect(writes).toEqual([0, 50]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toEqual([0, 50]);
  });

  it('clamps and rounds, ignores non-numbers and repeats', async () => {
    const { writes, reporter } = setup();
    await reporter.report(-5);
    await reporter.report(Number.NaN);
    await vi.advanceTimersByTimeAsync(600);
    await reporter.report(0);
    await reporter.report(180);
    await vi.advanceTimersByTimeAsync(600);
    await reporter.report(12.6);
    expect(writes).toEqual([0, 100, 13]);
  });

  it('writes nothing after close, and a failed write does not throw', async () => {
    const errors: unknown[] = [];
    const reporter = throttledProgress(async () => { throw new Error('db down'); }, 500, (e) => errors.push(e));
    await expect(reporter.report(10)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    await reporter.report(20);
    await reporter.close();
    await vi.advanceTimersByTimeAsync(1_000);
    await reporter.report(30);
    expect(errors).toHaveLength(1);
  });
});
