ALTER TABLE "search_documents" ADD COLUMN "visibility" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
-- Documents indexed before the column existed take their exhibitor's visibility now (a search shows a
-- restricted exhibitor and its products only to the buyers it is meant for).
UPDATE "search_documents" AS "sd" SET "visibility" = "e"."visibility" FROM "exhibitors" AS "e" WHERE "e"."id" = "sd"."exhibitor_id" AND "e"."visibility" <> 'all';
