ALTER TABLE "exhibitors" ADD COLUMN "pavilion_name" jsonb;--> statement-breakpoint
-- The exhibitor detail shows its pavilion's name. Joining pavilions on every read cost a scan of pavilions per read
-- (on PGlite also a call into the file system for the table's size), so the name is kept on the exhibitor row like
-- the aggregates of 0012: set by the database when an exhibitor's pavilion is set, and copied to its exhibitors when
-- a pavilion is renamed, whoever writes.
CREATE FUNCTION "exhibitor_pavilion_name_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."pavilion_name" := (SELECT p."name" FROM "pavilions" p WHERE p."id" = NEW."pavilion_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exhibitors_pavilion_name" BEFORE INSERT OR UPDATE OF "pavilion_id" ON "exhibitors" FOR EACH ROW EXECUTE FUNCTION "exhibitor_pavilion_name_set"();--> statement-breakpoint
-- Statement-level with a transition table (PostgreSQL allows no column list with one): one UPDATE per statement
-- however many pavilions it renamed; rows whose name did not change are left alone.
CREATE FUNCTION "pavilion_name_to_exhibitors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "exhibitors" AS e SET "pavilion_name" = n."name"
  FROM new_rows n
  WHERE e."pavilion_id" = n."id" AND e."pavilion_name" IS DISTINCT FROM n."name";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pavilions_name_to_exhibitors" AFTER UPDATE ON "pavilions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pavilion_name_to_exhibitors"();--> statement-breakpoint
-- Exhibitors stored before this migration get their pavilion's name now.
UPDATE "exhibitors" AS e SET "pavilion_name" = p."name" FROM "pavilions" p WHERE p."id" = e."pavilion_id";
