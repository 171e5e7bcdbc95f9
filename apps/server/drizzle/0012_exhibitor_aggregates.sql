ALTER TABLE "exhibitors" ADD COLUMN "listed_product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "listed_project_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "profile" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The exhibitor detail is the hottest read: it shows the listed product and project counts and the profile fields.
-- Counting and aggregating them on every read cost more than the rest of the request, so they are kept on the
-- exhibitor row, recomputed here for the exhibitors a statement touched (statement-level triggers with transition
-- tables: one recomputation per exhibitor per statement, also for bulk loads), whoever writes.
CREATE FUNCTION "refresh_exhibitor_aggregates"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "exhibitors" AS e SET
    "listed_product_count" = (SELECT count(*)::int FROM "products" p WHERE p."exhibitor_id" = e."id" AND p."status" = 'listed'),
    "listed_project_count" = (SELECT count(*)::int FROM "projects" j WHERE j."exhibitor_id" = e."id" AND j."status" = 'listed'),
    "profile" = coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'fieldName', f."field_name", 'fieldType', f."field_type", 'displayName', f."display_name",
        'fieldValue', f."field_value", 'valueI18n', f."value_i18n") ORDER BY f."sort", f."id")
      FROM "exhibitor_fields" f WHERE f."exhibitor_id" = e."id"), '[]'::jsonb)
  WHERE e."id" = ANY(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "exhibitor_aggregates_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_exhibitor_aggregates"(ARRAY(SELECT DISTINCT "exhibitor_id" FROM new_rows WHERE "exhibitor_id" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "exhibitor_aggregates_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_exhibitor_aggregates"(ARRAY(SELECT DISTINCT "exhibitor_id" FROM old_rows WHERE "exhibitor_id" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "exhibitor_aggregates_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_exhibitor_aggregates"(ARRAY(
    SELECT "exhibitor_id" FROM new_rows WHERE "exhibitor_id" IS NOT NULL
    UNION SELECT "exhibitor_id" FROM old_rows WHERE "exhibitor_id" IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_aggregates_ins" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_aggregates_upd" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_updated"();--> statement-breakpoint
CREATE TRIGGER "products_aggregates_del" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_deleted"();--> statement-breakpoint
CREATE TRIGGER "projects_aggregates_ins" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_inserted"();--> statement-breakpoint
CREATE TRIGGER "projects_aggregates_upd" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_updated"();--> statement-breakpoint
CREATE TRIGGER "projects_aggregates_del" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_deleted"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_fields_aggregates_ins" AFTER INSERT ON "exhibitor_fields" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_inserted"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_fields_aggregates_upd" AFTER UPDATE ON "exhibitor_fields" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_updated"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_fields_aggregates_del" AFTER DELETE ON "exhibitor_fields" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "exhibitor_aggregates_deleted"();--> statement-breakpoint
-- Exhibitors stored before this migration get their aggregates now.
SELECT "refresh_exhibitor_aggregates"(ARRAY(SELECT "id" FROM "exhibitors"));
