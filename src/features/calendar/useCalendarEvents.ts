// The events of the calendar's window: control and maintenance interventions overlapping it (one
// page of the list each: a site rarely has more than a hundred interventions in six weeks, and
// the page says so when it has), and the controls due per day. Each source only when the user
// may list it.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { useAccess } from '../../providers/useSession';
import { dueEvent, interventionEvent, RESOURCE_OF, type CalendarEvent, type DueDay, type InterventionRow } from './events';

export const PAGE = 100;

export interface CalendarData {
  events: CalendarEvent[];
  loading: boolean;
  error: boolean;
  /** A source had more rows than one page. */
  truncated: boolean;
  refetch: () => void;
}

type Layers = Record<'control' | 'maintenance' | 'due', boolean>;

type Translate = ReturnType<typeof useTranslate>;
type Range = { start: string; end: string };

/** The window's three queries (the route starts them beside the page's chunk; the page reads them). */
export function calendarQueries(dataProvider: DataProvider, translate: Translate, range: Range) {
  const interventions = (kind: 'control' | 'maintenance') => ({
    queryKey: ['calendar', kind, range.start, range.end],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { data, pageInfo } = await dataProvider.getList(RESOURCE_OF[kind], {
        pagination: { page: 1, perPage: PAGE },
        sort: { field: 'start', order: 'ASC' },
        filter: { start_lte: range.end, end_gte: range.start },
        signal,
      });
      return { events: data.map((row) => interventionEvent(kind, row as unknown as InterventionRow, translate('app.calendar.late_intervention'))), more: Boolean(pageInfo?.hasNextPage) };
    },
  });
  return {
    control: interventions('control'),
    maintenance: interventions('maintenance'),
    due: {
      queryKey: ['calendar', 'due', range.start, range.end],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { json } = await httpClient<{ days: DueDay[] }>('/calendar/controls-due/', { query: range, signal });
        return json.days;
      },
    },
  };
}

/** `layers`: what the user chose to see; `can`: what they may list (useCalendarAccess). */
export function useCalendarEvents(range: Range, layers: Layers, can: Layers): CalendarData {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const queries = calendarQueries(dataProvider, translate, range);
  const control = useQuery({ ...queries.control, enabled: can.control && layers.control });
  const maintenance = useQuery({ ...queries.maintenance, enabled: can.maintenance && layers.maintenance });
  const due = useQuery({ ...queries.due, enabled: can.due && layers.due });
  const dueEvents = (due.data ?? []).map((d) => dueEvent(d, translate('app.calendar.due_title', { smart_count: d.count })));
  const sources = [control, maintenance, due];
  return {
    events: [
      ...(layers.control ? control.data?.events ?? [] : []),
      ...(layers.maintenance ? maintenance.data?.events ?? [] : []),
      ...(layers.due ? dueEvents : []),
    ],
    loading: sources.some((s) => s.isFetching),
    error: sources.some((s) => s.isError),
    truncated: Boolean(control.data?.more || maintenance.data?.more),
    refetch: () => sources.forEach((s) => void s.refetch()),
  };
}

export const useCalendarAccess = () => ({
  control: useAccess(RESOURCE_OF.control, 'list'),
  maintenance: useAccess(RESOURCE_OF.maintenance, 'list'),
  due: useAccess('controls', 'list'),
  editControl: useAccess(RESOURCE_OF.control, 'edit'),
  editMaintenance: useAccess(RESOURCE_OF.maintenance, 'edit'),
});
