// The import jobs' heap bound (server/areas/imports/heap.ts): it can collect without --expose-gc,
// and leaves no `gc` in the contexts created after it.
import vm from 'node:vm';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { heapBound } from '../../../server/areas/imports/heap';

describe('heapBound', () => {
  it('collects the garbage at a boundary, and exposes gc to no other context', () => {
    const heap = heapBound();
    heap.atBoundary(); // the first boundary collects: what is kept is the reference
    let garbage: unknown[] | null = Array.from({ length: 1_000_000 }, (_, i) => ({ i, s: `row ${i}` }));
    const grown = v8.getHeapStatistics().used_heap_size;
    garbage = null;
    heap.atBoundary();
    expect(garbage).toBeNull();
    expect(v8.getHeapStatistics().used_heap_size).toBeLessThan(grown - 20 * 1024 * 1024);
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
