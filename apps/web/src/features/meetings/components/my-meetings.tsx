import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { sentMeetingsOptions } from '../api/meeting-queries.ts';
import { useStatusParam } from '../hooks/use-status-param.ts';
import { MeetingList } from './meeting-list.tsx';
import { MyMeetingCard } from './my-meeting-card.tsx';
import { StatusTabs } from './status-tabs.tsx';
import './meetings.css';

interface Props {
  bventId: string;
  lang: TLanguage;
}

/** The visitor's meetings at the event, filtered by state, soonest first. */
export function MyMeetings({ bventId, lang }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useStatusParam();
  const list = useInfiniteQuery(sentMeetingsOptions({ bventId, status }));
  return (
    <>
      <StatusTabs
        value={status}
        onChange={setStatus}
        label={t('meeting_filter_label', { defaultValue: 'Filter by status' })}
      />
      <MeetingList
        list={list}
        testId="my-meetings"
        empty={
          <div className="sf-card sf-inline-state" role="status">
            <p className="sf-inline-state__title">
              {status
                ? t('meetings_none_with_status', { defaultValue: 'No meetings with this status' })
                : t('meetings_none', { defaultValue: 'No meetings yet' })}
            </p>
            <p className="sf-inline-state__desc">
              {t('meetings_none_hint', {
                defaultValue: 'Book a meeting from an exhibitor page: choose a day, a time and a topic.',
              })}
            </p>
            <Link
              to={paths.exhibitorList(lang)}
              className="sf-button sf-button--primary"
              data-testid="meetings-browse-exhibitors"
            >
              {t('meetings_browse_exhibitors', { defaultValue: 'Browse exhibitors' })}
            </Link>
          </div>
        }
      >
        {(m) => <MyMeetingCard key={m.id} meeting={m} lang={lang} />}
      </MeetingList>
    </>
  );
}
