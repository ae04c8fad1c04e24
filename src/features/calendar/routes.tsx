// The calendar's route: its page is a chunk of its own (react-big-calendar and its styles).
import { Suspense } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../pages/errors/chunkReload';
import { PageLoader } from '../../pages/PageLoader';

const CalendarPage = lazyPage(() => import('./CalendarPage').then((m) => m.CalendarPage));

export const calendarRoutes = [
  <Route key="calendar" path="/calendar" element={<Suspense fallback={<PageLoader />}><CalendarPage /></Suspense>} />,
];
