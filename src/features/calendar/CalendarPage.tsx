// The intervention calendar (/calendar): month, week and agenda views of control interventions
// and maintenance interventions (two colours) and of the controls due (a count a day, by
// next_date). A click opens the object (an intervention's page, the controls list of the day);
// dragging an intervention moves it, for users who may edit it, unless it is done.
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { Alert, Box, Button as MuiButton, Card, CardContent, FormControlLabel, FormGroup, LinearProgress, Switch } from '@mui/material';
import { useMemo, useState } from 'react';
import { Calendar, type View } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { Title, useCreatePath, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { calendarMessages } from './messages';
import { dueListPath, droppedDates, pickDate, pickView, RESOURCE_OF, toDay, visibleRange, type CalendarEvent, type CalendarView } from './events';
import { localizer, WEEK_STARTS_ON } from './localizer';
import { eventStyle, LEGEND } from './styles';
import { useCalendarAccess, useCalendarEvents } from './useCalendarEvents';

// The drag-and-drop addon is CommonJS only: the production bundle may hand its default export
// wrapped once more than the dev server does; unwrap to the function either way.
type WithDnD = typeof dragAndDrop.default;
const unwrap = (m: unknown): WithDnD => {
  let v = m as { default?: unknown } | WithDnD;
  while (typeof v !== 'function' && v && 'default' in v) v = v.default as typeof v;
  return v as WithDnD;
};
const DnDCalendar = unwrap(dragAndDrop)<CalendarEvent>(Calendar);
const VIEWS: CalendarView[] = ['month', 'week', 'agenda'];
// react-big-calendar greys the days of other months (#999 on #e6e6e6: 2.3:1); WCAG AA asks 4.5:1.
const CONTRAST = { '& .rbc-off-range .rbc-button-link': { color: '#505050' } };

export const CalendarPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const access = useCalendarAccess();
  const [params, setParams] = useSearchParams();
  const view = pickView(params.get('view'));
  const dateParam = params.get('date');
  const date = useMemo(() => pickDate(dateParam), [dateParam]);
  const [layers, setLayers] = useState({ control: true, maintenance: true, due: true });
  const range = visibleRange(view, date, WEEK_STARTS_ON);
  const can = { control: access.control, maintenance: access.maintenance, due: access.due };
  const { events, loading, error, truncated, refetch } = useCalendarEvents(range, layers, can);

  if (!access.control && !access.maintenance) return <ForbiddenPage />;

  const go = (next: { view?: CalendarView; date?: Date }) => {
    const search = new URLSearchParams(params);
    search.set('view', next.view ?? view);
    search.set('date', toDay(next.date ?? date));
    setParams(search, { replace: true });
  };
  const editable = (e: CalendarEvent) =>
    e.kind !== 'due' && e.status !== 'done' && (e.kind === 'control' ? access.editControl : access.editMaintenance);
  const move = async ({ event, start, end }: EventInteractionArgs<CalendarEvent>) => {
    if (event.kind === 'due' || !editable(event)) return;
    const dates = droppedDates(new Date(start), new Date(end));
    try {
      await dataProvider.update(RESOURCE_OF[event.kind], { id: event.id, data: dates, previousData: { id: event.id } });
      notify('app.calendar.moved', { type: 'success', messageArgs: { name: event.title } });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.calendar.move_failed', { type: 'error' });
    }
    refetch();
  };
  const open = (e: CalendarEvent) => {
    if (e.kind === 'due') navigate(dueListPath(String(e.id)));
    else navigate(createPath({ resource: RESOURCE_OF[e.kind], id: e.id, type: 'show' }));
  };
  const shown = LEGEND.filter((l) => (l.kind === 'due' ? access.due : access[l.kind]));

  // Inline-size containment: the calendar's no-wrap titles must not widen the layout's column.
  return (
    <Box sx={{ mt: 1, containerType: 'inline-size' }}>
      <Title title="app.calendar.title" />
      <Card>
        <CardContent>
          <FormGroup row sx={{ mb: 1, gap: 2 }} aria-label={translate('app.calendar.layers')}>
            {shown.map((l) => (
              <FormControlLabel
                key={l.kind}
                label={<Box component="span" sx={{ borderLeft: `12px solid ${l.colour}`, pl: 1 }}>{translate(l.label)}</Box>}
                control={<Switch checked={layers[l.kind]} onChange={(_, on) => setLayers({ ...layers, [l.kind]: on })} />}
              />
            ))}
          </FormGroup>
          {loading ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
          {error && (
            <Alert severity="error" action={<MuiButton onClick={refetch}>{translate('app.calendar.retry')}</MuiButton>}>
              {translate('app.calendar.load_failed')}
            </Alert>
          )}
          {truncated && <Alert severity="info">{translate('app.calendar.truncated', { max: 100 })}</Alert>}
          <Box sx={{ height: '72vh', minHeight: 520, ...CONTRAST }} data-testid="calendar">
            <DnDCalendar
              localizer={localizer}
              culture={locale === 'en' ? 'en' : 'fr'}
              messages={calendarMessages(translate)}
              events={events}
              view={view as View}
              views={VIEWS}
              date={date}
              length={30}
              onView={(v) => go({ view: v as CalendarView })}
              onNavigate={(d) => go({ date: d })}
              onSelectEvent={open}
              draggableAccessor={editable}
              resizableAccessor={editable}
              onEventDrop={move}
              onEventResize={move}
              eventPropGetter={(e) => ({ style: eventStyle(e) })}
              tooltipAccessor={(e) => (e.kind === 'due' && e.late ? `${e.title} (${translate('app.calendar.late', { smart_count: e.late })})` : e.title)}
              popup
            />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
