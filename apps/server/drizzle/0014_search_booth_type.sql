ALTER TABLE "search_documents" ADD COLUMN "booth_type" text;
-- Filled by the search index stage at the next start (SEARCH_INDEX_VERSION search-index-5 re-indexes every document).
