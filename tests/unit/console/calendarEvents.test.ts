import { describe, expect, it } from 'vitest';
import { droppedDates, dueEvent, dueListPath, interventionEvent, toDay, visibleRange } from '../../../src/features/calendar/events';

describe('calendar events', () => {
  it('shows an intervention over every day from start to end (exclusive end the day after)', () => {
    const e = interventionEvent('control', { id: 3, name: 'VGP', start: '2026-02-27', end: '2026-03-02', status: 'to_do', factory_name: 'Lyon' });
    expect(e.key).toBe('control-3');
    expect(e.title).toBe('VGP · Lyon');
    expect(toDay(e.start)).toBe('2026-02-27');
    expect(toDay(e.end)).toBe('2026-03-03');
  });

  it('turns a drop back into inclusive dates, a one-day drop staying one day', () => {
    expect(droppedDates(new Date(2026, 2, 10), new Date(2026, 2, 13))).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(droppedDates(new Date(2026, 2, 10), new Date(2026, 2, 10))).toEqual({ start: '2026-03-10', end: '2026-03-10' });
  });

  it('a month view covers whole weeks from Monday; the agenda 30 days', () => {
    expect(visibleRange('month', new Date(2026, 1, 15), 1)).toEqual({ start: '2026-01-26', end: '2026-03-01' });
    expect(visibleRange('week', new Date(2026, 1, 15), 1)).toEqual({ start: '2026-02-09', end: '2026-02-15' });
    expect(visibleRange('agenda', new Date(2026, 1, 15), 1)).toEqual({ start: '2026-02-15', end: '2026-03-16' });
  });

  it('a day of controls due opens the list of that day', () => {
    const e = dueEvent({ date: '2026-03-01', count: 4, late: 1 }, '4 due');
    expect(e.key).toBe('due-2026-03-01');
    expect(e.count).toBe(4);
    expect(dueListPath('2026-03-01')).toBe('/controls?next_date_gte=2026-03-01&next_date_lte=2026-03-01&ordering=next_date');
  });
});
