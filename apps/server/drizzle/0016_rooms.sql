CREATE TABLE "room_bans" (
	"room_number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_invitations" (
	"token" text PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"seat_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_seats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"account_id" uuid,
	"invite" text,
	"name" text NOT NULL,
	"host" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"audio" boolean NOT NULL,
	"video" boolean NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dropped_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"leave_reason" text
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"room_number" text PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"bvent_id" uuid NOT NULL,
	"host_org_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_seats_ck" CHECK ("rooms"."seats_taken" >= 0 and "rooms"."seats_taken" <= "rooms"."capacity")
);
--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_room_number_rooms_room_number_fk" FOREIGN KEY ("room_number") REFERENCES "public"."rooms"("room_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bans" ADD CONSTRAINT "room_bans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_invitations" ADD CONSTRAINT "room_invitations_room_number_rooms_room_number_fk" FOREIGN KEY ("room_number") REFERENCES "public"."rooms"("room_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_invitations" ADD CONSTRAINT "room_invitations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_room_number_rooms_room_number_fk" FOREIGN KEY ("room_number") REFERENCES "public"."rooms"("room_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_seat_id_room_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."room_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_seats" ADD CONSTRAINT "room_seats_room_number_rooms_room_number_fk" FOREIGN KEY ("room_number") REFERENCES "public"."rooms"("room_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_seats" ADD CONSTRAINT "room_seats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_bans_uq" ON "room_bans" USING btree ("room_number","account_id");--> statement-breakpoint
CREATE INDEX "room_messages_room_idx" ON "room_messages" USING btree ("room_number","id");--> statement-breakpoint
CREATE INDEX "room_seats_room_idx" ON "room_seats" USING btree ("room_number") WHERE "room_seats"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_seats_account_uq" ON "room_seats" USING btree ("room_number","account_id") WHERE "room_seats"."left_at" is null and "room_seats"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_meeting_uq" ON "rooms" USING btree ("meeting_id");