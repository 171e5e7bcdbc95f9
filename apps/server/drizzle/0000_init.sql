CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"top_org_id" uuid NOT NULL,
	"function_key" text NOT NULL,
	"enable" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "benefits_org_key_uq" UNIQUE("top_org_id","function_key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"belong_org_id" uuid NOT NULL,
	"top_org_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"logo" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"days" jsonb NOT NULL,
	"share_setting" jsonb NOT NULL,
	"currency" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"function_keys" jsonb NOT NULL,
	"decoration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pavilions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"field_value" text DEFAULT '' NOT NULL,
	"value_i18n" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"pavilion_id" uuid,
	"status" text DEFAULT 'normal' NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text NOT NULL,
	"booth_number" text DEFAULT '' NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"shop_decoration" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"category_id" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" text NOT NULL,
	"price" numeric(12, 2),
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"cover" text NOT NULL,
	"cate" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary" (
	"id" serial PRIMARY KEY NOT NULL,
	"bvent_id" uuid,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "dictionary_bvent_lang_key_uq" UNIQUE NULLS NOT DISTINCT("bvent_id","lang","key")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"terms_type" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "terms_bvent_type_lang_uq" UNIQUE("bvent_id","terms_type","lang")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_code" text NOT NULL,
	"bvent_id" uuid NOT NULL,
	"page" text NOT NULL,
	"target_id" uuid,
	"account_id" text,
	"user_id" text,
	"org_id" text,
	"identity" text,
	"pfrom" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pavilions" ADD CONSTRAINT "pavilions_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_fields" ADD CONSTRAINT "exhibitor_fields_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary" ADD CONSTRAINT "dictionary_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefits_org_idx" ON "benefits" USING btree ("top_org_id","sort");--> statement-breakpoint
CREATE INDEX "pavilions_bvent_idx" ON "pavilions" USING btree ("bvent_id","sort");--> statement-breakpoint
CREATE INDEX "exhibitor_fields_exhibitor_idx" ON "exhibitor_fields" USING btree ("exhibitor_id","sort");--> statement-breakpoint
CREATE INDEX "exhibitors_bvent_status_idx" ON "exhibitors" USING btree ("bvent_id","status","sort");--> statement-breakpoint
CREATE INDEX "exhibitors_pavilion_idx" ON "exhibitors" USING btree ("pavilion_id");--> statement-breakpoint
CREATE INDEX "exhibitors_org_idx" ON "exhibitors" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "categories_bvent_idx" ON "categories" USING btree ("bvent_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "products_exhibitor_status_idx" ON "products" USING btree ("exhibitor_id","status","sort");--> statement-breakpoint
CREATE INDEX "products_bvent_status_idx" ON "products" USING btree ("bvent_id","status","sort");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_exhibitor_status_idx" ON "projects" USING btree ("exhibitor_id","status","sort");--> statement-breakpoint
CREATE INDEX "projects_bvent_status_idx" ON "projects" USING btree ("bvent_id","status");--> statement-breakpoint
CREATE INDEX "dictionary_lang_idx" ON "dictionary" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "page_views_bvent_created_idx" ON "page_views" USING btree ("bvent_id","created_at");--> statement-breakpoint
CREATE INDEX "page_views_target_idx" ON "page_views" USING btree ("target_id","event_code");