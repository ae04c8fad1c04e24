-- A control is late from the day after its next_date in Europe/Paris, as an element's conformity,
-- the reminders, the webhooks' control.late and the calendar feed already read it. The stored
-- dashboard counters and the score's findings compared with CURRENT_DATE, the database session's
-- day: on a server in UTC a control due yesterday was "late" for the element page and the webhook
-- but not for the dashboard or the score until 01:00 (02:00 in summer), and on a server in another
-- zone for hours. Same functions as 0018 and 0020, with the business day.
CREATE OR REPLACE FUNCTION dashboard_control_keys(status control_status, next_date date, blocking boolean) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN status = 'to_do_planned' THEN 'controls_planned' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date BETWEEN score_paris_today() AND score_paris_today() + 30 THEN 'controls_next_30_days' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date < score_paris_today() THEN 'controls_late' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date < score_paris_today() AND blocking THEN 'controls_late_blocking' END
  ], NULL)
$$;
--> statement-breakpoint
-- The findings of the elements `ids` (all elements when NULL), by the lists' own rules, for the
-- business day (Europe/Paris): late controls, open and next_date before it; late tasks, open and
-- deadline before it; missing obligations, not no_followup and no document attached.
CREATE OR REPLACE FUNCTION score_findings(ids int[]) RETURNS TABLE (element_id int, company_id int, factory_id int, building_id int,
  regulation_id int, non_compliant boolean, lb int, lc int, oc int, mo int, obn int, lt int, ot int, penalty int)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH el AS (SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id, e.non_compliant FROM elements e
      WHERE ids IS NULL
      UNION ALL SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id, e.non_compliant FROM elements e
      WHERE ids IS NOT NULL AND e.id IN (SELECT unnest(ids))),
  kc AS (SELECT k.element_id, count(*) FILTER (WHERE k.next_date < score_paris_today() AND k.leads_to_non_compliance)::int AS lb,
      count(*) FILTER (WHERE k.next_date < score_paris_today() AND NOT k.leads_to_non_compliance)::int AS lc, count(*)::int AS oc
    FROM controls k JOIN el ON el.id = k.element_id WHERE k.status IN ('to_do', 'to_do_planned') GROUP BY k.element_id),
  ob AS (SELECT o.element_id, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id))::int AS mo,
      count(*)::int AS obn
    FROM obligations o JOIN el ON el.id = o.element_id WHERE o.status <> 'no_followup' GROUP BY o.element_id),
  tk AS (SELECT t.element_id, count(*) FILTER (WHERE t.deadline < score_paris_today())::int AS lt, count(*)::int AS ot
    FROM tasks t JOIN el ON el.id = t.element_id WHERE t.status IN ('not_started', 'doing') GROUP BY t.element_id)
  SELECT el.id, el.company_id, el.factory_id, el.building_id, el.regulation_id, el.non_compliant,
    coalesce(kc.lb, 0), coalesce(kc.lc, 0), coalesce(kc.oc, 0), coalesce(ob.mo, 0), coalesce(ob.obn, 0),
    coalesce(tk.lt, 0), coalesce(tk.ot, 0),
    score_penalty(el.non_compliant, coalesce(kc.lb, 0), coalesce(kc.lc, 0), coalesce(ob.mo, 0), coalesce(tk.lt, 0))
  FROM el LEFT JOIN kc ON kc.element_id = el.id LEFT JOIN ob ON ob.element_id = el.id LEFT JOIN tk ON tk.element_id = el.id;
END $$;
--> statement-breakpoint
-- As 0020's, with controls queued by the business day's change (day_db is still recorded: the
-- store is recounted when either day changes).
CREATE OR REPLACE FUNCTION score_refresh() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  st score_state%ROWTYPE;
  ids int[];
BEGIN
  SELECT * INTO st FROM score_state WHERE id = 1;
  IF st.day_db = CURRENT_DATE AND st.day_paris = score_paris_today() AND NOT EXISTS (SELECT 1 FROM score_dirty) THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('score_refresh'));
  SELECT * INTO st FROM score_state WHERE id = 1;
  IF st.day_db IS NULL OR st.day_paris IS NULL THEN
    RETURN score_rebuild();
  END IF;
  IF st.day_db <> CURRENT_DATE OR st.day_paris <> score_paris_today() THEN
    -- A control or task is late or not depending on which side of its date the day is.
    INSERT INTO score_dirty (element_id)
      SELECT k.element_id FROM controls k WHERE k.status IN ('to_do', 'to_do_planned')
        AND k.next_date >= least(st.day_paris, score_paris_today()) AND k.next_date < greatest(st.day_paris, score_paris_today())
      UNION SELECT t.element_id FROM tasks t WHERE t.status IN ('not_started', 'doing')
        AND t.deadline >= least(st.day_paris, score_paris_today()) AND t.deadline < greatest(st.day_paris, score_paris_today());
    UPDATE score_state SET day_db = CURRENT_DATE, day_paris = score_paris_today() WHERE id = 1;
  END IF;
  WITH d AS (DELETE FROM score_dirty RETURNING element_id) SELECT array_agg(DISTINCT d.element_id) INTO ids FROM d;
  IF ids IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM score_apply(ids);
  RETURN cardinality(ids);
END $$;
--> statement-breakpoint
-- Stored counts made with the database's day: the dashboard's are recounted now (as 0018 first
-- filled them); the score's elements whose open controls fall between the two days (the only
-- findings that differ) are queued for its next refresh, not a rebuild of a million.
SELECT dashboard_recount();
--> statement-breakpoint
INSERT INTO score_dirty (element_id)
  SELECT DISTINCT k.element_id FROM controls k WHERE k.status IN ('to_do', 'to_do_planned')
    AND k.next_date >= least(CURRENT_DATE, score_paris_today()) AND k.next_date < greatest(CURRENT_DATE, score_paris_today());
