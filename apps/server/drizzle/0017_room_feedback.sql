CREATE TABLE "room_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"account_id" uuid,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_feedback_rating_ck" CHECK ("room_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "room_feedback" ADD CONSTRAINT "room_feedback_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_feedback" ADD CONSTRAINT "room_feedback_seat_id_room_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."room_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_feedback" ADD CONSTRAINT "room_feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_feedback_participant_uq" ON "room_feedback" USING btree ("meeting_id",coalesce("account_id", "seat_id"));