import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarKind } from '../../../src/features/calendar/events';
import { eventStyle } from '../../../src/features/calendar/styles';

const event = (kind: CalendarKind, status?: string, late?: number): CalendarEvent => ({
  key: `${kind}-1`, kind, title: 't', start: new Date(2026, 0, 1), end: new Date(2026, 0, 2), allDay: true, id: 1, status, late,
});

describe('calendar event colours', () => {
  const cases = (['control', 'maintenance'] as const).flatMap((k) => ['to_do', 'planned', 'done'].map((s) => event(k, s)))
    .concat([event('due'), event('due', undefined, 3)]);

  it.each(cases.map((e) => [e.kind, e.status ?? '-', e.late ?? 0, e]))('%s %s late=%s: text meets WCAG AA 4.5:1 and is never faded', (_k, _s, _l, e) => {
    const style = eventStyle(e as CalendarEvent);
    expect(style.opacity ?? 1).toBe(1);
    expect(getContrastRatio(String(style.color), String(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  });

  it('a done intervention stays distinguishable: struck through', () => {
    expect(eventStyle(event('maintenance', 'done')).textDecoration).toBe('line-through');
    expect(eventStyle(event('maintenance', 'to_do')).textDecoration).toBeUndefined();
  });
});
