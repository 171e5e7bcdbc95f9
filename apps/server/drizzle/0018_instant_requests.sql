CREATE TABLE "instant_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"receive_org_id" uuid NOT NULL,
	"send_account_id" uuid NOT NULL,
	"send_org_id" uuid,
	"acting_role" text NOT NULL,
	"buyer_name" text NOT NULL,
	"topic" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"meeting_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ALTER COLUMN "slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "kind" text DEFAULT 'Scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "instant_requests" ADD CONSTRAINT "instant_requests_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_requests" ADD CONSTRAINT "instant_requests_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_requests" ADD CONSTRAINT "instant_requests_send_account_id_accounts_id_fk" FOREIGN KEY ("send_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_requests" ADD CONSTRAINT "instant_requests_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_requests" ADD CONSTRAINT "instant_requests_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instant_requests_waiting_uq" ON "instant_requests" USING btree ("send_account_id") WHERE "instant_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "instant_requests_org_idx" ON "instant_requests" USING btree ("receive_org_id","bvent_id","status");