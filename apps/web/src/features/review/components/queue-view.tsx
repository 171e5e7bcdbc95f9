import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import '../../../components/back-office.css';
import './review.css';

export interface Chip {
  key: string;
  label: string;
  /** Undefined until the queue's counts arrive. */
  count?: number;
}

/** The states of a queue as chips, each with how many items it holds; the chosen one is pressed. */
export function StateChips({
  chips,
  selected,
  onSelect,
  label,
}: {
  chips: readonly Chip[];
  selected: string;
  onSelect: (key: string) => void;
  label: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  // The chosen chip in sight: a state opened by a link may sit past the phone's width, and the counts, when they
  // arrive, widen the chips before it. The row scrolls sideways only (never the page, as scrollIntoView would
  // when the row is above the fold), by the least that shows the whole chip, its margin included.
  const widths = chips.map((c) => `${c.key}:${c.label}:${c.count ?? ''}`).join('|');
  useEffect(() => {
    const box = row.current;
    const on = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !on) return;
    const edge = 12;
    const b = box.getBoundingClientRect();
    const r = on.getBoundingClientRect();
    if (r.left < b.left + edge) box.scrollLeft += r.left - b.left - edge;
    else if (r.right > b.right - edge) box.scrollLeft += r.right - b.right + edge;
  }, [selected, widths]);
  return (
    <div className="sf-bo-chips" role="group" aria-label={label} data-testid="review-chips" ref={row}>
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          aria-pressed={c.key === selected}
          onClick={() => onSelect(c.key)}
          data-testid={`review-chip-${c.key}`}
        >
          {c.label}
          {c.count !== undefined ? <span className="sf-review-chip-count">{c.count}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** A keyword box over a queue (name, e-mail, organization): the search starts when it is sent. */
export function KeywordBox({
  keyword,
  onKeyword,
  placeholder,
}: {
  keyword: string;
  onKeyword: (keyword: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(keyword);
  // The address changes the keyword too (back, a link): the box shows what is searched.
  useEffect(() => setTyped(keyword), [keyword]);
  return (
    <form
      className="sf-review-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onKeyword(typed.trim());
      }}
    >
      <input
        type="search"
        value={typed}
        maxLength={100}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(e) => setTyped(e.target.value)}
        data-testid="review-keyword"
      />
      <button type="submit" className="sf-button sf-button--primary" data-testid="review-keyword-send">
        {t('search')}
      </button>
    </form>
  );
}

interface InfiniteLike<P> {
  data: InfiniteData<P> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** A queue's items as cards, more loaded as the list scrolls; loading, failed and empty said in place. */
export function QueueList<P, T>({
  query,
  itemsOf,
  keyOf,
  renderItem,
  emptyTitle,
  emptyHint,
  testId,
}: {
  query: InfiniteLike<P>;
  itemsOf: (page: P) => readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyHint?: string;
  testId: string;
}) {
  const items = query.data?.pages.flatMap(itemsOf);
  return (
    <QueryState
      query={{ ...query, data: items }}
      isEmpty={(list) => list.length === 0}
      empty={<InlineState title={emptyTitle} description={emptyHint} />}
      skeleton={
        <ul className="sf-bo-list">
          {[0, 1].map((i) => (
            <li key={i} className="sf-card sf-skel sf-review-skeleton" />
          ))}
        </ul>
      }
      testId={testId}
    >
      {(list) => (
        <>
          <ul className="sf-bo-list" data-testid={testId}>
            {list.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <LoadMoreSentinel
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}

/** What the console gives a queue: whose console, in which language, and the state and keyword of the address. */
export interface QueueProps<S extends string> {
  bventId: string;
  accountId: string;
  lang: TLanguage;
  state: S;
  keyword: string;
  onState: (state: S) => void;
  onKeyword: (keyword: string) => void;
}

/** The items of a queue's page. */
type ItemOf<P> = P extends { items: readonly (infer T)[] } ? T : never;

/**
 * A queue as the console shows it: its states as chips with the counts of the last page read, a keyword box, and
 * its items as cards, decided in place.
 */
export function ReviewQueue<
  S extends string,
  P extends { items: readonly unknown[]; counts: Record<S, number> },
>({
  label,
  states,
  stateLabel,
  state,
  onState,
  keyword,
  onKeyword,
  placeholder,
  query,
  keyOf,
  renderItem,
  testId,
}: Pick<QueueProps<S>, 'state' | 'keyword' | 'onState' | 'onKeyword'> & {
  label: string;
  states: readonly S[];
  stateLabel: (state: S) => string;
  placeholder: string;
  query: InfiniteLike<P>;
  keyOf: (item: ItemOf<P>) => string;
  renderItem: (item: ItemOf<P>) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const counts = query.data?.pages.at(-1)?.counts;
  return (
    <>
      <StateChips
        label={label}
        chips={states.map((s) => ({ key: s, label: stateLabel(s), count: counts?.[s] }))}
        selected={state}
        onSelect={(s) => onState(s as S)}
      />
      <KeywordBox keyword={keyword} onKeyword={onKeyword} placeholder={placeholder} />
      <QueueList
        query={query}
        itemsOf={(p) => p.items as readonly ItemOf<P>[]}
        keyOf={keyOf}
        renderItem={renderItem}
        emptyTitle={keyword ? t('review_no_match', { q: keyword }) : t('review_queue_empty')}
        testId={testId}
      />
    </>
  );
}
