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
import type { TCompanySearchKey, TProductSearchKey } from '@showfloor/contracts';
import type { Localized } from './types.ts';

/**
 * A tsvector written from lexemes the application made (@showfloor/domain indexLexemes: CJK bigrams and
 * folded words), never through a text search configuration: PostgreSQL's parser does not segment Chinese.
 */
const tsvector = customType<{ data: string | SQL }>({ dataType: () => 'tsvector' });

/**
 * The texts of an entity as indexed, every language of each, by search key (contracts COMPANY_SEARCH_KEYS,
 * PRODUCT_SEARCH_KEYS): kept to show where a match was when it is not in the shown name. A language-independent
 * text (a booth number, a model) is under the key 'und'.
 */
export type SearchTexts = { name: Localized } & Partial<
  Record<TCompanySearchKey | TProductSearchKey, Localized>
>;

/**
 * The tsvector weight of each search key: a search restricted to some keys asks for those weights only
 * (tsquery 'lexeme':AB), through the same GIN index. Ranking gives a name match 1 and any other 0.1
 * (SEARCH_RANK_WEIGHTS), so the name always leads.
 */
export const SEARCH_KEY_WEIGHTS = {
  company: { name: 'A', products: 'B', booth: 'C', profile: 'D' },
  product: { name: 'A', category: 'B', details: 'C', description: 'D' },
  // A video's title leads as a name does; its description ranks as a product's.
  video: { name: 'A', description: 'D' },
} as const satisfies {
  company: Record<TCompanySearchKey, string>;
  product: Record<TProductSearchKey, string>;
  video: Record<'name' | 'description', string>;
};

/** ts_rank's weights array, in its order {D, C, B, A}. */
export const SEARCH_RANK_WEIGHTS = '{0.1, 0.1, 0.1, 1.0}';

/**
 * The search index: one row per exhibitor ('company'), per product and per video (the video hall), filled by the seed stages
 * (seed/search-index.ts, seed/scale.ts) from the catalogue tables. Language-independent: `doc` holds the
 * lexemes of every search key's texts (weighted by SEARCH_KEY_WEIGHTS) in ALL their languages, so a Chinese,
 * English or Portuguese term finds the entity whatever the page's language. Whether the entity may be shown
 * (status) is kept in `visible` and checked again on the rows of the page.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    entityType: text('entity_type').$type<'company' | 'product' | 'video'>().notNull(),
    entityId: uuid('entity_id').notNull(),
    bventId: uuid('bvent_id').notNull(),
    /** The exhibitor itself for a company, the owner for a product; a video's owner, exhibitor or agency. */
    exhibitorId: uuid('exhibitor_id').notNull(),
    /** The exhibitor's pavilion (filter), the product's category (filter; null for a company). */
    pavilionId: uuid('pavilion_id'),
    categoryId: uuid('category_id'),
    /** The exhibitor's BoothType field (selectAndMap boothType); null when it has none. */
    boothType: text('booth_type'),
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
