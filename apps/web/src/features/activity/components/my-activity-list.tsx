import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { InlineState } from '../../../components/inline-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { myActivitiesOptions } from '../api/my-activities.ts';
import { ActivityPagedList, activityListSkeleton, hallOwner } from './activity-paged-list.tsx';
import './activity.css';

interface Props {
  bventId: string;
  lang: TLanguage;
}

/** "My activities": what the signed-in visitor registered for; signed out, the way to the login gate. */
export function MyActivityList({ bventId, lang }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const accountId = session.accountId;
  const list = useInfiniteQuery({
    ...myActivitiesOptions(bventId, accountId ?? ''),
    enabled: Boolean(accountId),
  });
  if (!accountId && session.loading) return <div aria-busy="true">{activityListSkeleton}</div>;
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
    <ActivityPagedList
      list={list}
      testId="my-activity-list"
      emptyText={t('no_my_activities')}
      lang={lang}
      ownerOf={hallOwner}
    />
  );
}
