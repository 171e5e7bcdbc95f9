import type { SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Localized } from './types.ts';

/**
 * A tsvector written from lexemes the application made (@showfloor/domain indexLexemes: CJK bigrams and
 * folded words), never through a text search configuration: PostgreSQL's parser does not segment Chinese.
 */
const tsvector = customType<{ data: string | SQL }>({ dataType: () => 'tsvector' });

/** The texts of an entity as indexed, every language of each (kept to show where another language matched). */
export interface SearchTexts {
  name: Localized;
  description?: Localized;
}

/**
 * The search index: one row per exhibitor ('company') and per product, filled by the seed stages
 * (seed/search-index.ts, seed/scale.ts) from the catalogue tables. Language-independent: `doc` holds the
 * lexemes of the names (weight A) and descriptions (weight D) in ALL their languages, so a Chinese, English
 * or Portuguese term finds the entity whatever the page's language. Whether the entity may be shown
 * (status) is kept in `visible` and checked again on the rows of the page.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    entityType: text('entity_type').$type<'company' | 'product'>().notNull(),
    entityId: uuid('entity_id').notNull(),
    bventId: uuid('bvent_id').notNull(),
    /** The exhibitor itself for a company, the owner for a product. */
    exhibitorId: uuid('exhibitor_id').notNull(),
    /** The exhibitor's pavilion (filter), the product's category (filter; null for a company). */
    pavilionId: uuid('pavilion_id'),
    categoryId: uuid('category_id'),
    /**
     * Whether it may be listed (company: exhibitor normal; product: listed and its exhibitor normal), set when
     * indexed so a search never joins the catalogue for every match; the page's rows are checked against
     * their tables again, so a ban since indexing hides the row at once (the total catches up on re-index).
     */
    visible: boolean('visible').notNull().default(true),
    /** The exhibitor's visibility (all, registeredDomestic, registeredOverseas): whom a search shows it. */
    visibility: text('visibility')
      .$type<'all' | 'registeredDomestic' | 'registeredOverseas'>()
      .notNull()
      .default('all'),
    doc: tsvector('doc').notNull(),
    texts: jsonb('texts').$type<SearchTexts>().notNull(),
    /** The event's own order: the tie-break among equally relevant results. */
    sort: integer('sort').notNull().default(0),
    /** Clicks on this entity in search results (clickFavoriteNum). */
    clickCount: integer('click_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    // The match: GIN over the lexemes; the event and entity type are checked on the few rows it returns.
    index('search_documents_doc_idx').using('gin', t.doc),
    index('search_documents_bvent_type_idx').on(t.bventId, t.entityType, t.sort),
    index('search_documents_exhibitor_idx').on(t.exhibitorId),
  ],
);
