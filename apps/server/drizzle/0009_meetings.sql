CREATE TABLE "live_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"live_title" jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"one_day" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"idle_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_idle_ck" CHECK ("meeting_slots"."idle_count" >= 0 and "meeting_slots"."idle_count" <= "meeting_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"receive_org_id" uuid NOT NULL,
	"receive_account_id" uuid NOT NULL,
	"send_account_id" uuid NOT NULL,
	"send_org_id" uuid,
	"send_account_name" text NOT NULL,
	"attendee_organization_role" text NOT NULL,
	"top_org_id" uuid NOT NULL,
	"src_biz_type" text NOT NULL,
	"src_biz_id" text DEFAULT '' NOT NULL,
	"src_biz_code" text DEFAULT '' NOT NULL,
	"src_biz_name" text DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"chat_type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_type" text NOT NULL,
	"send_business_card" boolean NOT NULL,
	"business_card" jsonb,
	"status" text NOT NULL,
	"cancelled_by" text,
	"declined" boolean DEFAULT false NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"room_number" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "chat_types" jsonb DEFAULT '["OnLine","OffLine"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_send_account_id_accounts_id_fk" FOREIGN KEY ("send_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_reservations_account_idx" ON "live_reservations" USING btree ("account_id","bvent_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_slots_exhibitor_start_uq" ON "meeting_slots" USING btree ("exhibitor_id","start_time");--> statement-breakpoint
CREATE INDEX "meeting_slots_org_day_idx" ON "meeting_slots" USING btree ("bvent_id","org_id","one_day");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_active_uq" ON "meetings" USING btree ("send_account_id","exhibitor_id","start_time") WHERE "meetings"."status" in ('Waiting', 'Confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_idempotency_uq" ON "meetings" USING btree ("send_account_id","idempotency_key") WHERE "meetings"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_room_uq" ON "meetings" USING btree ("room_number");--> statement-breakpoint
CREATE INDEX "meetings_sender_idx" ON "meetings" USING btree ("send_account_id","bvent_id","start_time");--> statement-breakpoint
CREATE INDEX "meetings_receiver_idx" ON "meetings" USING btree ("receive_org_id","bvent_id","start_time");--> statement-breakpoint
CREATE INDEX "meetings_slot_idx" ON "meetings" USING btree ("slot_id");