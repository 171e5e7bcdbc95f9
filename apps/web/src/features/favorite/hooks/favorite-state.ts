/** What the favorite button shows: the caller's flag and the target's raw favorite count. */
export interface FavoriteView {
  isFavorite: boolean;
  /** Raw count (all visitors); the display-increment rules apply when it is shown. */
  favoriteCount: number;
}

/**
 * The state shown the moment the visitor taps, before the server answers: the flag flips and the raw count
 * follows it by one (never below zero). The server's answer replaces it; a failure puts `before` back.
 */
export function optimisticToggle(before: FavoriteView): FavoriteView {
  const isFavorite = !before.isFavorite;
  const favoriteCount = Math.max(0, before.favoriteCount + (isFavorite ? 1 : -1));
  return { isFavorite, favoriteCount };
}

/**
 * The state before the visitor's own flag is known: what the page's data says (its raw count), not a
 * favorite. Once the server has answered IsFavorite, its flag and count win.
 */
export function favoriteViewOf(
  server: FavoriteView | undefined,
  pageCount: number | undefined,
): FavoriteView {
  if (server) return { isFavorite: server.isFavorite, favoriteCount: server.favoriteCount };
  return { isFavorite: false, favoriteCount: Math.max(0, pageCount ?? 0) };
}
