// The calendar's controls due: how many open controls (to do, planned or not) fall due each day
// of a window, and how many of those are late, over the controls a list with the same filters would show (the engine's scope,
// filters and search of /controls/). At a million elements a month holds tens of thousands of
// controls: the calendar shows one count a day, which opens the list of that day.
//   GET /calendar/controls-due/?start=YYYY-MM-DD&end=YYYY-MM-DD&<filters of /controls/>
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controls } from '../../../resources/controls';
import { ctxOf } from '../../auth/guard';
import { parseListQuery } from '../../crud/query';
import { listQuerySchema } from '../../crud/schemas';
import { resourceOf } from '../../crud/registry';
import { whereOf } from '../../crud/rows';
import { and, rows } from '../../crud/sql';
import { dateProblem } from '../../crud/values';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { openControlSql } from '../controls/open';
import { fieldError, ValidationError, type FieldErrors } from '../../http/errors';
import { parisTodaySql } from '../elements/conformity';

/** The widest window asked at once: a month view shows six weeks; the agenda a few months. */
export const MAX_WINDOW_DAYS = 400;

const day = z.object({ date: z.string(), count: z.number(), late: z.number() });

export const calendarRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/calendar/controls-due/', {
    schema: {
      tags: ['controls'],
      // start and end are checked below (translated messages); the rest are /controls/'s filters.
      querystring: listQuerySchema(controls, {
        start: z.string().optional().describe('YYYY-MM-DD, required'), end: z.string().optional().describe('YYYY-MM-DD, required'),
      }),
      response: { 200: z.object({ days: z.array(day) }) },
    },
    config: { access: rights(controls.area, 'view') },
  }, async (req) => {
    const res = resourceOf(controls.name);
    if (!res) throw new Error('controls: resource not registered');
    const { start, end, ...rest } = req.query as Record<string, string | string[] | undefined>;
    const errors: FieldErrors = {};
    const dates: Record<string, string> = {};
    for (const [name, value] of Object.entries({ start, end })) {
      const text = typeof value === 'string' ? value : '';
      const problem = text ? dateProblem(text) : 'required';
      if (problem) errors[name] = fieldError(name, problem).fields[name];
      else dates[name] = text;
    }
    if (!errors.end && !errors.start) {
      const span = (Date.parse(dates.end) - Date.parse(dates.start)) / 86_400_000;
      if (span < 0) errors.end = fieldError('end', 'api.calendar.errors.end_before_start').fields.end;
      else if (span > MAX_WINDOW_DAYS) errors.end = fieldError('end', 'api.calendar.errors.window_too_wide', { max: MAX_WINDOW_DAYS }).fields.end;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const q = parseListQuery(res.def, rest, false);
    const next = res.columns.next_date.expr;
    const status = res.columns.status.expr;
    const found = await rows<{ date: string; count: number; late: number }>(db, sql`
      SELECT ${next}::text AS date, count(*)::int AS count,
        count(*) FILTER (WHERE ${next} < ${parisTodaySql})::int AS late
      FROM ${res.from}
      WHERE ${and([whereOf(res, ctxOf(req), q), sql`${next} BETWEEN ${dates.start}::date AND ${dates.end}::date`,
        openControlSql(sql`${status}::text`)])}
      GROUP BY 1 ORDER BY 1`);
    return { days: found };
  });
};
