-- element_counts (server/areas/consumption/table.ts): active elements per site, element type and
-- regulation, kept by the statement triggers of `elements` as deltas (commutative: concurrent
-- writers need no lock beyond the rows they upsert, taken in key order).
CREATE FUNCTION element_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO element_counts AS c (factory_id, element_type_id, regulation_id, company_id, n)
    SELECT factory_id, element_type_id, regulation_id, company_id, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3
    ON CONFLICT (factory_id, element_type_id, regulation_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO element_counts AS c (factory_id, element_type_id, regulation_id, company_id, n)
    SELECT factory_id, element_type_id, regulation_id, company_id, sum(d) FROM (
      SELECT n.factory_id, n.element_type_id, n.regulation_id, n.company_id, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.factory_id, n.element_type_id, n.regulation_id) IS DISTINCT FROM (o.factory_id, o.element_type_id, o.regulation_id)
      UNION ALL
      SELECT o.factory_id, o.element_type_id, o.regulation_id, o.company_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.factory_id, n.element_type_id, n.regulation_id) IS DISTINCT FROM (o.factory_id, o.element_type_id, o.regulation_id)) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (factory_id, element_type_id, regulation_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO element_counts AS c (factory_id, element_type_id, regulation_id, company_id, n)
    SELECT factory_id, element_type_id, regulation_id, company_id, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3
    ON CONFLICT (factory_id, element_type_id, regulation_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- From scratch (first fill, TRUNCATE, bulk seeds written with triggers off). The EXCLUSIVE lock
-- waits for the writers that have touched the counts and holds back new ones until the recount.
CREATE FUNCTION element_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE element_counts IN EXCLUSIVE MODE;
  DELETE FROM element_counts;
  INSERT INTO element_counts (factory_id, element_type_id, regulation_id, company_id, n)
    SELECT factory_id, element_type_id, regulation_id, company_id, count(*) FROM elements GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
CREATE FUNCTION element_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM element_counts_recount();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER elements_counts_insert AFTER INSERT ON elements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION element_counts_changed();
--> statement-breakpoint
CREATE TRIGGER elements_counts_update AFTER UPDATE ON elements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION element_counts_changed();
--> statement-breakpoint
CREATE TRIGGER elements_counts_delete AFTER DELETE ON elements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION element_counts_changed();
--> statement-breakpoint
CREATE TRIGGER elements_counts_truncate AFTER TRUNCATE ON elements
  FOR EACH STATEMENT EXECUTE FUNCTION element_counts_truncated();
--> statement-breakpoint
SELECT element_counts_recount();
