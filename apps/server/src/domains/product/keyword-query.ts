import { queryTokens, toTsQuery } from '@showfloor/domain';
import { SEARCH_KEY_WEIGHTS } from '../../db/schema/search.ts';

/**
 * The `keywords` of ExhibitClient/List as a tsquery over search_documents (see db/schema/search.ts), so the
 * filter is a GIN lookup instead of a substring scan of every product name in every language.
 *
 * Tokens follow the domain's term rules (@showfloor/domain queryTokens: CJK bigrams, folded words), but
 * SEARCH_TERM_MIN is not enforced: the list contract accepts any length, so a lone letter or Han character
 * is a prefix match. Each lexeme carries the weight label A, which the index gives to name lexemes only:
 * like the substring scan it replaces, the filter looks at names, never at descriptions.
 *
 * Returns undefined for empty keywords (no filter) and null when they hold no letter or digit (nothing can
 * match: an empty page, as the LIKE of '%' or '!!' found nothing before).
 */
export function keywordTsQuery(keywords: string | undefined): string | null | undefined {
  const term = keywords?.trim();
  if (!term) return undefined;
  return toTsQuery(queryTokens(term), SEARCH_KEY_WEIGHTS.product.name);
}
