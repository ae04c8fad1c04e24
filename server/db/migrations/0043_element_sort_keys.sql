ALTER TABLE "elements" ADD COLUMN "site_sort" varchar(255) COLLATE "und-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "building_sort" varchar(255) COLLATE "und-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "regulation_sort" varchar(255) COLLATE "und-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "type_sort" varchar(255) COLLATE "und-x-icu" DEFAULT '' NOT NULL;--> statement-breakpoint
-- Issue 34: the elements list sorts by the names of its site, building, regulation and type. The
-- names are copied onto the element (site_sort, building_sort, regulation_sort, type_sort) so a
-- sorted first page reads an index (key, id) instead of joining and sorting every element in
-- scope (a million). Kept by triggers, whatever writes: the element's own writes (insert, or a
-- change of one of its references) and a rename of a site, building, regulation or type.
UPDATE "elements" e SET "site_sort" = f."name", "building_sort" = b."name", "regulation_sort" = r."name", "type_sort" = t."name"
  FROM "factories" f, "buildings" b, "regulations" r, "element_types" t
  WHERE f."id" = e."factory_id" AND b."id" = e."building_id" AND r."id" = e."regulation_id" AND t."id" = e."element_type_id";--> statement-breakpoint
CREATE FUNCTION elements_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.factory_id IS DISTINCT FROM OLD.factory_id THEN
    NEW.site_sort := coalesce((SELECT f.name FROM factories f WHERE f.id = NEW.factory_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.building_id IS DISTINCT FROM OLD.building_id THEN
    NEW.building_sort := coalesce((SELECT b.name FROM buildings b WHERE b.id = NEW.building_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.regulation_id IS DISTINCT FROM OLD.regulation_id THEN
    NEW.regulation_sort := coalesce((SELECT r.name FROM regulations r WHERE r.id = NEW.regulation_id), '');
  END IF;
  IF TG_OP = 'INSERT' OR NEW.element_type_id IS DISTINCT FROM OLD.element_type_id THEN
    NEW.type_sort := coalesce((SELECT t.name FROM element_types t WHERE t.id = NEW.element_type_id), '');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER elements_sort_keys BEFORE INSERT OR UPDATE OF factory_id, building_id, regulation_id, element_type_id ON elements
  FOR EACH ROW EXECUTE FUNCTION elements_sort_keys();--> statement-breakpoint
-- A rename: one UPDATE of the elements that carry the name (by the reference's index).
CREATE FUNCTION elements_sort_keys_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'factories' THEN
    UPDATE elements SET site_sort = NEW.name WHERE factory_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'buildings' THEN
    UPDATE elements SET building_sort = NEW.name WHERE building_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'regulations' THEN
    UPDATE elements SET regulation_sort = NEW.name WHERE regulation_id = NEW.id;
  ELSE
    UPDATE elements SET type_sort = NEW.name WHERE element_type_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER factories_elements_sort AFTER UPDATE OF name ON factories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION elements_sort_keys_renamed();--> statement-breakpoint
CREATE TRIGGER buildings_elements_sort AFTER UPDATE OF name ON buildings
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION elements_sort_keys_renamed();--> statement-breakpoint
CREATE TRIGGER regulations_elements_sort AFTER UPDATE OF name ON regulations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION elements_sort_keys_renamed();--> statement-breakpoint
CREATE TRIGGER element_types_elements_sort AFTER UPDATE OF name ON element_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION elements_sort_keys_renamed();--> statement-breakpoint
CREATE INDEX "elements_site_sort_id_idx" ON "elements" USING btree ("site_sort","id");--> statement-breakpoint
CREATE INDEX "elements_factory_site_sort_id_idx" ON "elements" USING btree ("factory_id","site_sort","id");--> statement-breakpoint
CREATE INDEX "elements_building_sort_id_idx" ON "elements" USING btree ("building_sort","id");--> statement-breakpoint
CREATE INDEX "elements_regulation_sort_id_idx" ON "elements" USING btree ("regulation_sort","id");--> statement-breakpoint
CREATE INDEX "elements_type_sort_id_idx" ON "elements" USING btree ("type_sort","id");--> statement-breakpoint
CREATE INDEX "elements_non_compliant_id_idx" ON "elements" USING btree ("non_compliant","id");
