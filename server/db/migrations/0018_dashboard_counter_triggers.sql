-- The main dashboard's stored counters (server/areas/dashboards/counters.ts): which keys a control
-- or an element counts for, triggers that keep dashboard_counters on every write of controls and
-- elements (one aggregated upsert per statement, its rows in key order: concurrent writers lock
-- them in the same order), a recount from scratch (initial fill, the day's change, the tests).
CREATE FUNCTION dashboard_control_keys(status control_status, next_date date, blocking boolean) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN status = 'to_do_planned' THEN 'controls_planned' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date BETWEEN CURRENT_DATE AND CURRENT_DATE + 30 THEN 'controls_next_30_days' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date < CURRENT_DATE THEN 'controls_late' END,
    CASE WHEN status IN ('to_do', 'to_do_planned') AND next_date < CURRENT_DATE AND blocking THEN 'controls_late_blocking' END
  ], NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_element_keys(non_compliant boolean, expiry_date date) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN non_compliant THEN 'elements_non_compliant' END,
    CASE WHEN expiry_date IS NOT NULL AND expiry_date < (now() AT TIME ZONE 'Europe/Paris')::date THEN 'elements_to_discard' END
  ], NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_controls_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, count(*) FROM new_rows,
      unnest(dashboard_control_keys(status, next_date, leads_to_non_compliance)) AS key
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, sum(d) FROM (
      SELECT key, factory_id, regulation_id, building_id, 1 AS d FROM new_rows,
        unnest(dashboard_control_keys(status, next_date, leads_to_non_compliance)) AS key
      UNION ALL
      SELECT key, factory_id, regulation_id, building_id, -1 FROM old_rows,
        unnest(dashboard_control_keys(status, next_date, leads_to_non_compliance)) AS key) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, -count(*) FROM old_rows,
      unnest(dashboard_control_keys(status, next_date, leads_to_non_compliance)) AS key
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_elements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, count(*) FROM new_rows,
      unnest(dashboard_element_keys(non_compliant, expiry_date)) AS key
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, sum(d) FROM (
      SELECT key, factory_id, regulation_id, building_id, 1 AS d FROM new_rows,
        unnest(dashboard_element_keys(non_compliant, expiry_date)) AS key
      UNION ALL
      SELECT key, factory_id, regulation_id, building_id, -1 FROM old_rows,
        unnest(dashboard_element_keys(non_compliant, expiry_date)) AS key) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO dashboard_counters AS c (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, -count(*) FROM old_rows,
      unnest(dashboard_element_keys(non_compliant, expiry_date)) AS key
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (key, factory_id, regulation_id, building_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_counters_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counters WHERE key LIKE TG_ARGV[0] || '%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER controls_dashboard_insert AFTER INSERT ON controls REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_controls_changed();
--> statement-breakpoint
CREATE TRIGGER controls_dashboard_update AFTER UPDATE ON controls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_controls_changed();
--> statement-breakpoint
CREATE TRIGGER controls_dashboard_delete AFTER DELETE ON controls REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_controls_changed();
--> statement-breakpoint
CREATE TRIGGER controls_dashboard_truncate AFTER TRUNCATE ON controls
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated('controls_');
--> statement-breakpoint
CREATE TRIGGER elements_dashboard_insert AFTER INSERT ON elements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_elements_changed();
--> statement-breakpoint
CREATE TRIGGER elements_dashboard_update AFTER UPDATE ON elements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_elements_changed();
--> statement-breakpoint
CREATE TRIGGER elements_dashboard_delete AFTER DELETE ON elements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_elements_changed();
--> statement-breakpoint
CREATE TRIGGER elements_dashboard_truncate AFTER TRUNCATE ON elements
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_counters_truncated('elements_');
--> statement-breakpoint
-- Every counter from scratch (what the triggers keep, for today).
CREATE FUNCTION dashboard_counts_from_scratch() RETURNS TABLE (key text, factory_id int, regulation_id int, building_id int, n bigint)
LANGUAGE sql STABLE AS $$
  SELECT key, factory_id, regulation_id, building_id, count(*) FROM controls,
    unnest(dashboard_control_keys(status, next_date, leads_to_non_compliance)) AS key
  WHERE status IN ('to_do', 'to_do_planned') GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT key, factory_id, regulation_id, building_id, count(*) FROM elements,
    unnest(dashboard_element_keys(non_compliant, expiry_date)) AS key
  WHERE non_compliant OR expiry_date IS NOT NULL GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
-- Rewrites the counters from scratch and records the days they hold (initial fill, day change).
-- The EXCLUSIVE lock waits for the writers that have touched counters and holds back new ones:
-- the recount's statements then see every committed write, and later ones add their deltas.
CREATE FUNCTION dashboard_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE dashboard_counters IN EXCLUSIVE MODE;
  DELETE FROM dashboard_counters;
  INSERT INTO dashboard_counters (key, factory_id, regulation_id, building_id, n)
    SELECT key, factory_id, regulation_id, building_id, n FROM dashboard_counts_from_scratch();
  INSERT INTO dashboard_counter_state (id, day_db, day_paris) VALUES (1, CURRENT_DATE, (now() AT TIME ZONE 'Europe/Paris')::date)
    ON CONFLICT (id) DO UPDATE SET day_db = excluded.day_db, day_paris = excluded.day_paris;
END $$;
--> statement-breakpoint
SELECT dashboard_recount();
