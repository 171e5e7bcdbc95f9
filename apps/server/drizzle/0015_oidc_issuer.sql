-- Each issuer keeps its own rows. Rows stored before have '' and are taken by the first public origin's issuer
-- at start (src/sso/authority.ts); the column comes before the key that names it.
ALTER TABLE "oidc_payloads" ADD COLUMN "issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_payloads" DROP CONSTRAINT "oidc_payloads_type_id_pk";--> statement-breakpoint
ALTER TABLE "oidc_payloads" ADD CONSTRAINT "oidc_payloads_type_id_issuer_pk" PRIMARY KEY("type","id","issuer");
