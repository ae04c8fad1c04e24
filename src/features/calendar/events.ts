// The calendar's events, from the API's rows (pure: tests/unit/console/calendarEvents.test.ts).
// Interventions are all-day events from start to end (react-big-calendar's end is exclusive, so
// the day after `end`); the controls due are one event a day with their count.
import { addDays, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarKind = 'control' | 'maintenance' | 'due';
export type CalendarView = 'month' | 'week' | 'agenda';

export interface CalendarEvent {
  /** Unique across kinds, e.g. `control-12`, `due-2026-03-01`. */
  key: string;
  kind: CalendarKind;
  title: string;
  start: Date;
  /** Exclusive. */
  end: Date;
  allDay: true;
  /** The intervention's id (interventions) or the day (controls due). */
  id: number | string;
  status?: string;
  count?: number;
  late?: number;
}

export interface InterventionRow {
  id: number;
  name: string;
  start: string;
  end: string;
  status: string;
  factory_name?: string;
  /** Still to do after its last day (the API's rule, Paris time). */
  late?: boolean;
}

export interface DueDay {
  date: string;
  count: number;
  late: number;
}

export const RESOURCE_OF: Record<'control' | 'maintenance', string> = {
  control: 'control-interventions',
  maintenance: 'maintenance-interventions',
};

export const toDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** `lateLabel`: the words that say a late intervention is late (its colour alone would not). */
export const interventionEvent = (kind: 'control' | 'maintenance', row: InterventionRow, lateLabel = ''): CalendarEvent => ({
  key: `${kind}-${row.id}`,
  kind,
  id: row.id,
  title: [row.name, row.factory_name, row.late && lateLabel ? lateLabel : ''].filter(Boolean).join(' · '),
  start: parseISO(row.start),
  end: addDays(parseISO(row.end), 1),
  allDay: true,
  status: row.status,
  late: row.late ? 1 : 0,
});

export const dueEvent = (day: DueDay, title: string): CalendarEvent => ({
  key: `due-${day.date}`,
  kind: 'due',
  id: day.date,
  title,
  start: parseISO(day.date),
  end: addDays(parseISO(day.date), 1),
  allDay: true,
  count: day.count,
  late: day.late,
});

/** A dropped intervention's new dates: the day it starts and its last day (inclusive). */
export const droppedDates = (start: Date, end: Date): { start: string; end: string } => {
  const last = addDays(end, -1);
  return { start: toDay(start), end: toDay(last < start ? start : last) };
};

/** The days a view shows around `date` (a month view shows whole weeks; the agenda 30 days). */
export function visibleRange(view: CalendarView, date: Date, weekStartsOn: 0 | 1): { start: string; end: string } {
  if (view === 'month') {
    return {
      start: toDay(startOfWeek(startOfMonth(date), { weekStartsOn })),
      end: toDay(endOfWeek(endOfMonth(date), { weekStartsOn })),
    };
  }
  if (view === 'week') {
    return { start: toDay(startOfWeek(date, { weekStartsOn })), end: toDay(endOfWeek(date, { weekStartsOn })) };
  }
  return { start: toDay(date), end: toDay(addDays(date, 29)) };
}

/** Weeks start on Monday, in French and English (the product's users are in France). */
export const WEEK_STARTS_ON = 1 as const;
const VIEWS: CalendarView[] = ['month', 'week', 'agenda'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view and day in the URL (?view=&date=), month and today when absent or wrong. */
export const pickView = (param: string | null): CalendarView => (VIEWS as (string | null)[]).includes(param) ? (param as CalendarView) : 'month';
export const pickDate = (param: string | null, today = new Date()): Date => (param && DAY.test(param) ? parseISO(param) : today);

/** The controls list of one day (the calendar's 'due' events open it). */
export const dueListPath = (day: string): string => `/controls?next_date_gte=${day}&next_date_lte=${day}&ordering=next_date`;
