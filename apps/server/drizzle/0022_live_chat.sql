CREATE TABLE "live_chat_messages" (
	"room_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_account_id" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"host" boolean DEFAULT false NOT NULL,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_messages_room_id_seq_pk" PRIMARY KEY("room_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_chat_mutes" (
	"room_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"muted_by" uuid,
	CONSTRAINT "live_chat_mutes_room_id_account_id_pk" PRIMARY KEY("room_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "live_chat_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text DEFAULT 'exhibitor' NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_room_id_live_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_removed_by_accounts_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_room_id_live_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_muted_by_accounts_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_rooms" ADD CONSTRAINT "live_chat_rooms_bvent_id_events_id_fk" FOREIGN KEY ("bvent_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_rooms" ADD CONSTRAINT "live_chat_rooms_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_messages_client_uq" ON "live_chat_messages" USING btree ("room_id","sender_account_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_rooms_exhibitor_uq" ON "live_chat_rooms" USING btree ("bvent_id","exhibitor_id") WHERE "live_chat_rooms"."kind" = 'exhibitor';