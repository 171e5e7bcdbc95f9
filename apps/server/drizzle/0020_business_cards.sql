CREATE TABLE "business_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_cards_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "card_exchanges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"sender_account_id" uuid NOT NULL,
	"exhibitor_id" uuid,
	"receiver_org_id" uuid,
	"receiver_account_id" uuid,
	"reply_to" uuid,
	"card" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_exchanges" ADD CONSTRAINT "card_exchanges_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_exchanges" ADD CONSTRAINT "card_exchanges_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_exchanges" ADD CONSTRAINT "card_exchanges_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_exchanges" ADD CONSTRAINT "card_exchanges_receiver_account_id_accounts_id_fk" FOREIGN KEY ("receiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_exchanges_to_org_uq" ON "card_exchanges" USING btree ("bvent_id","sender_account_id","receiver_org_id") WHERE "card_exchanges"."receiver_org_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_exchanges_to_person_uq" ON "card_exchanges" USING btree ("bvent_id","sender_account_id","receiver_account_id") WHERE "card_exchanges"."receiver_account_id" is not null;--> statement-breakpoint
CREATE INDEX "card_exchanges_org_idx" ON "card_exchanges" USING btree ("receiver_org_id","bvent_id","sent_at");--> statement-breakpoint
CREATE INDEX "card_exchanges_sender_idx" ON "card_exchanges" USING btree ("sender_account_id","bvent_id","sent_at");--> statement-breakpoint
CREATE INDEX "card_exchanges_reply_idx" ON "card_exchanges" USING btree ("reply_to") WHERE "card_exchanges"."reply_to" is not null;