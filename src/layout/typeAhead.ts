// Menu type-ahead with a 1 s reset (spec §9). MUI's MenuList has its own with a fixed 500 ms reset:
// this capture-phase handler (theme default of every MenuList, interactionTheme.ts) runs first for
// printable keys, moves the focus to the next item whose text starts with the letters typed
// within the last second, and stops the event so MUI's own does not run too.
import type { KeyboardEvent } from 'react';

export const TYPE_AHEAD_RESET_MS = 1000;

const typed = new WeakMap<Element, { keys: string; last: number }>();

const textOf = (item: Element) => (item.textContent ?? '').trim().toLowerCase();

export function typeAheadCapture(event: KeyboardEvent<HTMLElement>): void {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  const list = event.currentTarget;
  const items = [...list.querySelectorAll('[role^="menuitem"], [role="option"]')]
    .filter((i) => i.getAttribute('aria-disabled') !== 'true' && !(i as HTMLElement).hidden);
  if (!items.length) return;
  const now = event.timeStamp || performance.now();
  const before = typed.get(list);
  const keys = before && now - before.last <= TYPE_AHEAD_RESET_MS ? before.keys + event.key.toLowerCase() : event.key.toLowerCase();
  typed.set(list, { keys, last: now });
  const current = items.indexOf(list.ownerDocument.activeElement as Element);
  // The current item when it still matches (a longer prefix), else the next match after it; one
  // letter repeated cycles through the items starting with it.
  const repeating = [...keys].every((k) => k === keys[0]);
  const matches = (i: Element) => textOf(i).startsWith(keys) || (repeating && textOf(i).startsWith(keys[0]));
  const start = current < 0 ? 0 : current + (keys.length > 1 && !repeating ? 0 : 1);
  const ordered = [...items.slice(start), ...items.slice(0, start)];
  const next = ordered.find(matches);
  event.preventDefault();
  event.stopPropagation();
  if (next) (next as HTMLElement).focus();
}
