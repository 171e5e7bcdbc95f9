CREATE TABLE "activity_registrations" (
	"activity_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"bvent_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_registrations_activity_id_account_id_pk" PRIMARY KEY("activity_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "live_code_failures" (
	"live_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "live_code_failures_live_id_account_id_pk" PRIMARY KEY("live_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "live_segments" (
	"live_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"init" text NOT NULL,
	"file" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_segments_live_id_seq_pk" PRIMARY KEY("live_id","seq")
);
--> statement-breakpoint
CREATE TABLE "livestreams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"cover" text DEFAULT '' NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer,
	"reserved_count" integer DEFAULT 0 NOT NULL,
	"invite_code_hash" text,
	"source" text DEFAULT 'camera' NOT NULL,
	"external_hls_url" text,
	"broadcast_state" text DEFAULT 'idle' NOT NULL,
	"went_live_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"has_replay" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD COLUMN "live_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_code_failures" ADD CONSTRAINT "live_code_failures_live_id_livestreams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_code_failures" ADD CONSTRAINT "live_code_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_segments" ADD CONSTRAINT "live_segments_live_id_livestreams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestreams" ADD CONSTRAINT "livestreams_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_registrations_account_idx" ON "activity_registrations" USING btree ("account_id","bvent_id");--> statement-breakpoint
CREATE INDEX "livestreams_bvent_start_idx" ON "livestreams" USING btree ("bvent_id","status","start_time");--> statement-breakpoint
CREATE INDEX "livestreams_exhibitor_start_idx" ON "livestreams" USING btree ("exhibitor_id","start_time");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_live_id_livestreams_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_reservations_live_account_uq" ON "live_reservations" USING btree ("live_id","account_id");