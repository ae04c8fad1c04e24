// The calendar's route: its page is a chunk of its own (react-big-calendar and its styles). The
// route (in the app chunk) starts the window's three queries beside that chunk; they used to
// leave only once the page had mounted.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Route, useSearchParams } from 'react-router';
import { PageLoader } from '../../pages/PageLoader';
import { preloadPage, whenIdle } from '../../pages/preloadPage';
import { pickDate, pickView, visibleRange, WEEK_STARTS_ON } from './events';
import { calendarQueries, useCalendarAccess } from './useCalendarEvents';

const CalendarPage = preloadPage(() => import('./CalendarPage').then((m) => m.CalendarPage));
// Loaded while the browser is idle: a later visit renders at once (pages/preloadPage.tsx).
whenIdle(() => void CalendarPage.preload());

const CalendarRoute = () => {
  const client = useQueryClient();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const access = useCalendarAccess();
  const [params] = useSearchParams();
  useState(() => {
    const range = visibleRange(pickView(params.get('view')), pickDate(params.get('date')), WEEK_STARTS_ON);
    const queries = calendarQueries(dataProvider, translate, range);
    // Every layer is shown when the page opens; each only when the user may list it.
    if (access.control) void client.prefetchQuery(queries.control);
    if (access.maintenance) void client.prefetchQuery(queries.maintenance);
    if (access.due) void client.prefetchQuery(queries.due);
  });
  return <Suspense fallback={<PageLoader />}><CalendarPage /></Suspense>;
};

export const calendarRoutes = [<Route key="calendar" path="/calendar" element={<CalendarRoute />} />];
