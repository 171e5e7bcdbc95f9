import type { ComponentProps } from 'react';
import type { TActivityCard, THallActivityCard, TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';

/** Two placeholder rows: what a list of activities shows while its first page loads. */
export const activityListSkeleton = (
  <>
    <ActivityCardSkeleton />
    <ActivityCardSkeleton />
  </>
);

/** Whose activity a card is: the exhibitor its link goes under and, where a list mixes exhibitors, their name. */
interface Owner {
  exhibitorId: string;
  byline?: string;
}

/** The hall and "my activities" mix exhibitors, so each card names whose activity it is. */
export const hallOwner = (a: THallActivityCard): Owner => ({
  exhibitorId: a.exhibitor.id,
  byline: a.exhibitor.name,
});

interface Props<T extends TActivityCard> {
  list: ComponentProps<typeof PagedList<T>>['list'];
  testId: string;
  emptyText: string;
  lang: TLanguage;
  ownerOf: (a: T) => Owner;
}

/** A list of activity cards paged by infinite scroll (the first two covers load eagerly: they are on screen). */
export function ActivityPagedList<T extends TActivityCard>({
  list,
  testId,
  emptyText,
  lang,
  ownerOf,
}: Props<T>) {
  return (
    <PagedList list={list} testId={testId} emptyText={emptyText} skeleton={activityListSkeleton}>
      {(items) =>
        items.map((a, i) => (
          <ActivityCard key={a.id} activity={a} {...ownerOf(a)} lang={lang} eager={i < 2} />
        ))
      }
    </PagedList>
  );
}
