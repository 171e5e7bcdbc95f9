import { piecesFromRanges, type TextRange } from './highlight.ts';

interface Props {
  text: string;
  ranges: readonly TextRange[];
}

/** Text with the matched ranges marked; React text nodes only, so the server's text never becomes markup. */
export function HighlightText({ text, ranges }: Props) {
  return (
    <>
      {piecesFromRanges(text, ranges).map((p, i) =>
        p.hit ? (
          <mark key={i} className="sf-hit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
