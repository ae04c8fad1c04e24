// Keeps the garbage of a large import's batches from piling up in the old generation. Why: the
// rows of a batch live across a few young collections (while the batch fills, then while its
// statements run) and are promoted; V8 then waits until the old generation has grown up to 4x its
// live size before a full collection, so at 100,000 rows the server's RSS rose 150 to 240 MB above
// its base with nothing kept (tests/bench/results/imports.md). `--max-old-space-size` bounds that
// for the whole server and slows it near the limit; instead the import jobs ask for a full
// collection at a batch boundary when the heap has grown SLACK past what the last one kept: a few
// per 100,000 rows, ~30-60 ms each (measured, bench above). V8 exposes no collection to scripts
// without --expose-gc; the flag is set only while one context is created to take its `gc`, then
// cleared (no other context gets it). Where that fails, this does nothing (memory as before).
import v8 from 'node:v8';
import vm from 'node:vm';

type Gc = () => void;
let gc: Gc | null | undefined;

function collector(): Gc | null {
  if (gc !== undefined) return gc;
  const exposed = (globalThis as { gc?: Gc }).gc;
  if (typeof exposed === 'function') return (gc = exposed);
  try {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as Gc;
  } catch {
    gc = null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return typeof gc === 'function' ? gc : (gc = null);
}

/** Heap growth (bytes) allowed past what the last full collection kept. */
const SLACK = 40 * 1024 * 1024;

/** One per job run: `atBoundary()` after each committed (or rolled back) batch. */
export function heapBound() {
  let kept = 0;
  return {
    atBoundary() {
      const used = v8.getHeapStatistics().used_heap_size;
      if (kept && used < kept + SLACK) return;
      const collect = collector();
      if (!collect) return;
      collect();
      kept = v8.getHeapStatistics().used_heap_size;
    },
  };
}
