// Progress of a running job, written at most once per interval: a handler may call progress()
// in a hot loop, the database sees a few writes a second. The last value is never lost: a
// skipped value is written when the interval ends (trailing write).

export interface ProgressReporter {
  report(percent: number): Promise<void>;
  /** Drops any pending write and waits for the one in flight (before the final status). */
  close(): Promise<void>;
}

export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function throttledProgress(
  write: (percent: number) => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
): ProgressReporter {
  let written: number | null = null;
  let pending: number | null = null;
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = (): Promise<void> => {
    timer = undefined;
    if (closed || pending === null) return inflight;
    const value = pending;
    pending = null;
    lastAt = Date.now();
    written = value;
    // A failed progress write is not worth failing the job for.
    inflight = inflight.then(() => write(value)).catch((err: unknown) => { onError(err); });
    return inflight;
  };

  return {
    report(percent) {
      if (closed || !Number.isFinite(percent)) return Promise.resolve();
      const value = clampPercent(percent);
      if (value === written && pending === null) return Promise.resolve();
      pending = value;
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0 && !timer) return flush();
      timer ??= setTimeout(() => void flush(), Math.max(0, wait));
      return Promise.resolve();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inflight;
    },
  };
}
