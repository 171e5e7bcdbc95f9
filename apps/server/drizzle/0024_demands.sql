CREATE TABLE "demand_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"demand_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"author_account_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"buyer_org_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_company" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"valid_until" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"doc" "tsvector" NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_replies" ADD CONSTRAINT "demand_replies_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_replies" ADD CONSTRAINT "demand_replies_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_replies" ADD CONSTRAINT "demand_replies_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_replies_demand_idx" ON "demand_replies" USING btree ("demand_id","org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demands_idempotency_uq" ON "demands" USING btree ("buyer_account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "demands_hall_idx" ON "demands" USING btree ("bvent_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "demands"."state" = 'published';--> statement-breakpoint
CREATE INDEX "demands_hall_category_idx" ON "demands" USING btree ("bvent_id","category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "demands"."state" = 'published';--> statement-breakpoint
CREATE INDEX "demands_doc_idx" ON "demands" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "demands_buyer_idx" ON "demands" USING btree ("buyer_account_id","bvent_id","created_at");--> statement-breakpoint
CREATE INDEX "demands_review_idx" ON "demands" USING btree ("bvent_id","state","created_at");