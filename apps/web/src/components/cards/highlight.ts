/** One piece of a highlighted text: shown as-is, marked when it is part of a match. */
export interface TextPiece {
  text: string;
  hit: boolean;
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Splits `text` into pieces from the server's match ranges (UTF-16 offsets, end exclusive). The pieces are
 * rendered as React text nodes, so the server's text is never parsed as markup. Ranges out of bounds are
 * clipped, empty or inverted ones ignored, overlapping or adjacent ones merged: a bad range can mark the
 * wrong letters but never lose or repeat any.
 */
export function piecesFromRanges(text: string, ranges: readonly TextRange[]): TextPiece[] {
  if (!text) return [];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const { start, end } of ranges) {
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(text.length, Math.floor(end));
    if (to > from) marked.fill(true, from, to);
  }
  const pieces: TextPiece[] = [];
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && marked[j] === marked[i]) j++;
    pieces.push({ text: text.slice(i, j), hit: marked[i] ?? false });
    i = j;
  }
  return pieces;
}
