ALTER TABLE "search_documents" ADD COLUMN "pavilion_id" uuid;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;