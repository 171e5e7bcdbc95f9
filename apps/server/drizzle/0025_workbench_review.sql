CREATE TABLE "review_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_account_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision_state" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "role_grants" ADD COLUMN "audit_state" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "role_grants" ADD COLUMN "audit_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_log_bvent_idx" ON "review_log" USING btree ("bvent_id","at");--> statement-breakpoint
CREATE INDEX "review_log_subject_idx" ON "review_log" USING btree ("bvent_id","subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_idempotency_uq" ON "products" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("bvent_id","status","revision_state","updated_at");--> statement-breakpoint
-- Products approved before the workbench existed (the fair's own): approved when they were loaded.
UPDATE "products" SET "approved_at" = "created_at" WHERE "status" IN ('pendingListing', 'listed', 'delisted', 'banned');--> statement-breakpoint
-- Exhibitor roles still waiting for the organizer's audit.
UPDATE "role_grants" SET "audit_state" = 'pending' WHERE "is_audit_success" = false;
