// The calendar's colours: control interventions blue, maintenance interventions orange, controls
// due grey (red when some are late); white text on each passes WCAG AA contrast (axe). A done
// intervention is struck through and italic, never faded: opacity let the page's background
// through and broke the contrast (tests/unit/console/calendarStyles.test.ts).
import type { CSSProperties } from 'react';
import type { CalendarEvent, CalendarKind } from './events';

export const COLOURS: Record<CalendarKind | 'late', string> = {
  control: '#1565c0',
  maintenance: '#a84300',
  due: '#555f6d',
  late: '#b71c1c',
};

export const LEGEND: { kind: CalendarKind; label: string; colour: string }[] = [
  { kind: 'control', label: 'app.calendar.layer_control', colour: COLOURS.control },
  { kind: 'maintenance', label: 'app.calendar.layer_maintenance', colour: COLOURS.maintenance },
  { kind: 'due', label: 'app.calendar.layer_due', colour: COLOURS.due },
];

export const eventStyle = (e: CalendarEvent): CSSProperties => {
  // A late intervention (still to do after its last day) is red like the late controls.
  const colour = e.late ? COLOURS.late : COLOURS[e.kind];
  return {
    backgroundColor: colour,
    borderColor: colour,
    color: '#fff',
    textDecoration: e.status === 'done' ? 'line-through' : undefined,
    fontStyle: e.status === 'done' ? 'italic' : undefined,
  };
};
