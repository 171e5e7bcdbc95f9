import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { myActivitiesOptions } from '../api/my-activities.ts';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';
import './activity.css';

interface Props {
  bventId: string;
  lang: TLanguage;
}

const skeleton = (
  <>
    <ActivityCardSkeleton />
    <ActivityCardSkeleton />
  </>
);

/** "My activities": what the signed-in visitor registered for; signed out, the way to the login gate. */
export function MyActivityList({ bventId, lang }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const accountId = session.accountId;
  const list = useInfiniteQuery({
    ...myActivitiesOptions(bventId, accountId ?? ''),
    enabled: Boolean(accountId),
  });
  if (!accountId && session.loading) return <div aria-busy="true">{skeleton}</div>;
  if (!accountId) {
    const login = async () => {
      const { guard } = await import('../../../components/access/use-gate.ts');
      await guard('login');
    };
    return (
      <div data-testid="my-activities-login">
        <InlineState
          title={t('activity_mine_login')}
          actionLabel={t('log_in')}
          onAction={() => void login()}
        />
      </div>
    );
  }
  return (
    <PagedList list={list} testId="my-activity-list" emptyText={t('no_my_activities')} skeleton={skeleton}>
      {(items) =>
        items.map((a, i) => (
          <ActivityCard
            key={a.id}
            activity={a}
            exhibitorId={a.exhibitor.id}
            byline={a.exhibitor.name}
            lang={lang}
            eager={i < 2}
          />
        ))
      }
    </PagedList>
  );
}
