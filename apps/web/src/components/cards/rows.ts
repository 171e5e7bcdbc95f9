/** Items two by two, for a two-column grid virtualized by rows (the last row may hold one). */
export function pairs<T>(items: readonly T[]): ([T] | [T, T])[] {
  const rows: ([T] | [T, T])[] = [];
  for (let i = 0; i < items.length; i += 2) {
    const a = items[i] as T;
    rows.push(i + 1 < items.length ? [a, items[i + 1] as T] : [a]);
  }
  return rows;
}
