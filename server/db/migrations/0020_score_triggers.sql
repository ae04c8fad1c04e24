-- The conformity score's store (server/areas/dashboards/score-store.ts, docs/conformity-score.md):
-- each element's findings in element_findings and their sums per site × regulation × building in
-- score_counters, so the score cards read a few thousand rows instead of a million elements.
-- Writers only queue the element ids they touch (score_dirty, one INSERT per statement: cheap for
-- imports and bulk actions); score_refresh() recomputes the queued elements, serialised by an
-- advisory lock, and is called before every read (exact) and by a job (so reads rarely wait).
-- Lateness depends on the day: when the day has changed, the elements whose open controls or
-- tasks crossed their date since the day counted are queued too.

-- The points an element loses (formula.ts WEIGHTS; a test compares the two).
CREATE FUNCTION score_penalty(non_compliant boolean, lb int, lc int, mo int, lt int) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN non_compliant THEN 40 ELSE 0 END) + 20 * lb + 10 * lc + 10 * mo + 5 * lt
$$;
--> statement-breakpoint
-- What fixing one finding of weight w gives an element that has lost `penalty` points (formula.ts
-- gainOf before the division by the elements counted): the improve ranking's order, indexed.
CREATE FUNCTION score_gain(penalty int, w int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, 100 - greatest(0, penalty - w)) - greatest(0, 100 - penalty)
$$;
--> statement-breakpoint
CREATE FUNCTION score_paris_today() RETURNS date LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Europe/Paris')::date $$;
--> statement-breakpoint
-- The findings of the elements `ids` (all elements when NULL), by the lists' own rules, for today:
-- late controls: open and next_date before CURRENT_DATE; late tasks: open and deadline before the
-- day in Europe/Paris; missing obligations: not no_followup and no document attached.
CREATE FUNCTION score_findings(ids int[]) RETURNS TABLE (element_id int, company_id int, factory_id int, building_id int,
  regulation_id int, non_compliant boolean, lb int, lc int, oc int, mo int, obn int, lt int, ot int, penalty int)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH el AS (SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id, e.non_compliant FROM elements e
      WHERE ids IS NULL
      UNION ALL SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id, e.non_compliant FROM elements e
      WHERE ids IS NOT NULL AND e.id IN (SELECT unnest(ids))),
  kc AS (SELECT k.element_id, count(*) FILTER (WHERE k.next_date < CURRENT_DATE AND k.leads_to_non_compliance)::int AS lb,
      count(*) FILTER (WHERE k.next_date < CURRENT_DATE AND NOT k.leads_to_non_compliance)::int AS lc, count(*)::int AS oc
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
-- Recomputes the elements `ids`: their element_findings rows (removed for deleted elements) and
-- the score_counters deltas (old rows out, new rows in). Callers hold the advisory lock.
CREATE FUNCTION score_apply(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH old AS (SELECT f.* FROM element_findings f WHERE f.element_id IN (SELECT unnest(ids))),
  new AS (SELECT * FROM score_findings(ids)),
  up AS (INSERT INTO element_findings SELECT * FROM new
    ON CONFLICT (element_id) DO UPDATE SET company_id = excluded.company_id, factory_id = excluded.factory_id,
      building_id = excluded.building_id, regulation_id = excluded.regulation_id, non_compliant = excluded.non_compliant,
      lb = excluded.lb, lc = excluded.lc, oc = excluded.oc, mo = excluded.mo, obn = excluded.obn, lt = excluded.lt,
      ot = excluded.ot, penalty = excluded.penalty RETURNING 1),
  gone AS (DELETE FROM element_findings f WHERE f.element_id IN (SELECT old.element_id FROM old EXCEPT SELECT new.element_id FROM new) RETURNING 1),
  delta AS (SELECT 1 AS s, new.* FROM new UNION ALL SELECT -1, old.* FROM old)
  INSERT INTO score_counters AS c (factory_id, regulation_id, building_id, company_id, elements, score_sum, failing, non_compliant,
    late_controls, open_controls, missing_documents, obligations, late_tasks, open_tasks)
  SELECT d.factory_id, d.regulation_id, d.building_id, d.company_id, sum(d.s), sum(d.s * greatest(0, 100 - d.penalty)),
    coalesce(sum(d.s) FILTER (WHERE d.penalty > 0), 0), coalesce(sum(d.s) FILTER (WHERE d.non_compliant), 0),
    sum(d.s * (d.lb + d.lc)), sum(d.s * d.oc),
    sum(d.s * d.mo), sum(d.s * d.obn), sum(d.s * d.lt), sum(d.s * d.ot)
  FROM delta d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3
  ON CONFLICT (factory_id, regulation_id, building_id) DO UPDATE SET elements = c.elements + excluded.elements,
    score_sum = c.score_sum + excluded.score_sum, failing = c.failing + excluded.failing,
    non_compliant = c.non_compliant + excluded.non_compliant, late_controls = c.late_controls + excluded.late_controls,
    open_controls = c.open_controls + excluded.open_controls, missing_documents = c.missing_documents + excluded.missing_documents,
    obligations = c.obligations + excluded.obligations, late_tasks = c.late_tasks + excluded.late_tasks,
    open_tasks = c.open_tasks + excluded.open_tasks;
END $$;
--> statement-breakpoint
-- Brings the store up to date (returns the elements recomputed). Cheap when nothing is queued and
-- the day is the one counted: two index probes, no lock.
CREATE FUNCTION score_refresh() RETURNS int LANGUAGE plpgsql AS $$
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
        AND k.next_date >= least(st.day_db, CURRENT_DATE) AND k.next_date < greatest(st.day_db, CURRENT_DATE)
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
-- Everything from scratch (first fill, bulk seeds written with triggers off, the tests). Queued
-- ids visible now are dropped (recomputed anyway); those of writers still in flight stay queued.
CREATE FUNCTION score_rebuild() RETURNS int LANGUAGE plpgsql AS $$
DECLARE n int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('score_refresh'));
  DELETE FROM score_dirty;
  DELETE FROM element_findings;
  DELETE FROM score_counters;
  INSERT INTO element_findings SELECT * FROM score_findings(NULL);
  GET DIAGNOSTICS n = ROW_COUNT;
  INSERT INTO score_counters (factory_id, regulation_id, building_id, company_id, elements, score_sum, failing, non_compliant,
    late_controls, open_controls, missing_documents, obligations, late_tasks, open_tasks)
  SELECT f.factory_id, f.regulation_id, f.building_id, f.company_id, count(*), sum(greatest(0, 100 - f.penalty)),
    count(*) FILTER (WHERE f.penalty > 0), count(*) FILTER (WHERE f.non_compliant), sum(f.lb + f.lc), sum(f.oc),
    sum(f.mo), sum(f.obn), sum(f.lt), sum(f.ot)
  FROM element_findings f GROUP BY 1, 2, 3, 4;
  INSERT INTO score_state (id, day_db, day_paris) VALUES (1, CURRENT_DATE, score_paris_today())
    ON CONFLICT (id) DO UPDATE SET day_db = excluded.day_db, day_paris = excluded.day_paris;
  RETURN n;
END $$;
--> statement-breakpoint
-- The triggers: queue the elements whose findings a statement may have changed.
CREATE FUNCTION score_mark_elements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO score_dirty (element_id) SELECT n.id FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO score_dirty (element_id) SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.non_compliant, n.company_id, n.factory_id, n.building_id, n.regulation_id)
        IS DISTINCT FROM (o.non_compliant, o.company_id, o.factory_id, o.building_id, o.regulation_id);
  ELSE
    INSERT INTO score_dirty (element_id) SELECT o.id FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_mark_controls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT n.element_id FROM new_rows n WHERE n.status IN ('to_do', 'to_do_planned');
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT x.element_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.element_id), (o.element_id)) x(element_id)
      WHERE (n.status, n.next_date, n.leads_to_non_compliance, n.element_id) IS DISTINCT FROM (o.status, o.next_date, o.leads_to_non_compliance, o.element_id);
  ELSE
    INSERT INTO score_dirty (element_id) SELECT DISTINCT o.element_id FROM old_rows o WHERE o.status IN ('to_do', 'to_do_planned');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_mark_obligations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT n.element_id FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT x.element_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.element_id), (o.element_id)) x(element_id)
      WHERE (n.status, n.element_id) IS DISTINCT FROM (o.status, o.element_id);
  ELSE
    INSERT INTO score_dirty (element_id) SELECT DISTINCT o.element_id FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A document attached or detached: its obligations' elements (an obligation deleted with its links
-- is no longer found here; its own trigger queued its element).
CREATE FUNCTION score_mark_obligation_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT o.element_id FROM new_rows n JOIN obligations o ON o.id = n.obligation_id;
  ELSE
    INSERT INTO score_dirty (element_id) SELECT DISTINCT o.element_id FROM old_rows d JOIN obligations o ON o.id = d.obligation_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION score_mark_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT n.element_id FROM new_rows n WHERE n.status IN ('not_started', 'doing');
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO score_dirty (element_id) SELECT DISTINCT x.element_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.element_id), (o.element_id)) x(element_id)
      WHERE (n.status, n.deadline, n.element_id) IS DISTINCT FROM (o.status, o.deadline, o.element_id);
  ELSE
    INSERT INTO score_dirty (element_id) SELECT DISTINCT o.element_id FROM old_rows o WHERE o.status IN ('not_started', 'doing');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER elements_score_insert AFTER INSERT ON elements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_elements();
--> statement-breakpoint
CREATE TRIGGER elements_score_update AFTER UPDATE ON elements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_elements();
--> statement-breakpoint
CREATE TRIGGER elements_score_delete AFTER DELETE ON elements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_elements();
--> statement-breakpoint
CREATE TRIGGER controls_score_insert AFTER INSERT ON controls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_controls();
--> statement-breakpoint
CREATE TRIGGER controls_score_update AFTER UPDATE ON controls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_controls();
--> statement-breakpoint
CREATE TRIGGER controls_score_delete AFTER DELETE ON controls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_controls();
--> statement-breakpoint
CREATE TRIGGER obligations_score_insert AFTER INSERT ON obligations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_obligations();
--> statement-breakpoint
CREATE TRIGGER obligations_score_update AFTER UPDATE ON obligations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_obligations();
--> statement-breakpoint
CREATE TRIGGER obligations_score_delete AFTER DELETE ON obligations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_obligations();
--> statement-breakpoint
CREATE TRIGGER obligation_documents_score_insert AFTER INSERT ON obligation_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_obligation_documents();
--> statement-breakpoint
CREATE TRIGGER obligation_documents_score_delete AFTER DELETE ON obligation_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_obligation_documents();
--> statement-breakpoint
CREATE TRIGGER tasks_score_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_score_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_score_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION score_mark_tasks();
--> statement-breakpoint
-- TRUNCATE (the bench seeds): everything from scratch.
CREATE FUNCTION score_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM score_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER elements_score_truncate AFTER TRUNCATE ON elements FOR EACH STATEMENT EXECUTE FUNCTION score_truncated();
--> statement-breakpoint
CREATE TRIGGER controls_score_truncate AFTER TRUNCATE ON controls FOR EACH STATEMENT EXECUTE FUNCTION score_truncated();
--> statement-breakpoint
SELECT score_rebuild();
