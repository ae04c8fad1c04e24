// pg-boss workers poll. To spare the polling delay: a job enqueued by this instance wakes one
// idle worker of its kind (round robin), and a worker that just finished a job fetches the next
// one at once instead of sleeping. Waking only idle workers keeps a burst of enqueues from
// sending every worker to the database on each one.

export interface WorkerSlot {
  /** pg-boss's worker id, known once work() answers. */
  id?: string;
  busy: boolean;
}

export function workerSlots(notify: (workerId: string) => void) {
  const byKind = new Map<string, WorkerSlot[]>();
  let turn = 0;
  return {
    add(kind: string): WorkerSlot {
      const slot: WorkerSlot = { busy: false };
      byKind.set(kind, [...(byKind.get(kind) ?? []), slot]);
      return slot;
    },
    /** Busy workers are not woken: they fetch again as soon as their job ends. */
    wake(kind: string) {
      const slots = byKind.get(kind) ?? [];
      for (let n = 0; n < slots.length; n++) {
        const slot = slots[(turn + n) % slots.length];
        if (!slot.busy && slot.id) {
          turn = (turn + n + 1) % slots.length;
          notify(slot.id);
          return;
        }
      }
    },
    async run<R>(slot: WorkerSlot, fn: () => Promise<R>): Promise<R> {
      slot.busy = true;
      try {
        return await fn();
      } finally {
        slot.busy = false;
        if (slot.id) notify(slot.id);
      }
    },
  };
}
