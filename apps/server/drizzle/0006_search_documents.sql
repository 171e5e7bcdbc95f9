CREATE TABLE "search_documents" (
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"bvent_id" uuid NOT NULL,
	"exhibitor_id" uuid NOT NULL,
	"doc" "tsvector" NOT NULL,
	"texts" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_documents_bvent_type_idx" ON "search_documents" USING btree ("bvent_id","entity_type","sort");--> statement-breakpoint
CREATE INDEX "search_documents_exhibitor_idx" ON "search_documents" USING btree ("exhibitor_id");