CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"slogan" jsonb NOT NULL,
	"introduction" jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"exhibitor_id" uuid,
	"agency_id" uuid,
	"status" text DEFAULT 'published' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cover" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"mp4_url" text NOT NULL,
	"hls_url" text,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_nodes" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calling_codes" (
	"country_code" text PRIMARY KEY NOT NULL,
	"area_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_source_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_contacts" (
	"exhibitor_id" uuid PRIMARY KEY NOT NULL,
	"contact_name" jsonb NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"url" text NOT NULL,
	"cover" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_decorations" (
	"bvent_id" uuid PRIMARY KEY NOT NULL,
	"banners" jsonb NOT NULL,
	"hot_words" jsonb NOT NULL,
	"placeholder" jsonb NOT NULL,
	"background_color" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_fields" ADD CONSTRAINT "data_source_fields_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_contacts" ADD CONSTRAINT "exhibitor_contacts_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_decorations" ADD CONSTRAINT "search_decorations_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_bvent_idx" ON "agencies" USING btree ("bvent_id","status","sort");--> statement-breakpoint
CREATE INDEX "videos_bvent_owner_idx" ON "videos" USING btree ("bvent_id","owner_type","status","published_at");--> statement-breakpoint
CREATE INDEX "videos_exhibitor_idx" ON "videos" USING btree ("exhibitor_id","status","published_at");--> statement-breakpoint
CREATE INDEX "videos_agency_idx" ON "videos" USING btree ("agency_id","status","published_at");--> statement-breakpoint
CREATE INDEX "area_nodes_parent_idx" ON "area_nodes" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "data_source_fields_bvent_field_idx" ON "data_source_fields" USING btree ("bvent_id","field_name");--> statement-breakpoint
CREATE INDEX "media_files_group_idx" ON "media_files" USING btree ("group_id","sort");