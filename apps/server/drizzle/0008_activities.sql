CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_exhibitor_start_idx" ON "activities" USING btree ("exhibitor_id","start_time");