import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';

/** The visitor has no meetings (with this status): how to book one, and the way to the exhibitors. */
export function MyMeetingsEmpty({ filtered, lang }: { filtered: boolean; lang: TLanguage }) {
  const { t } = useTranslation();
  return (
    <div className="sf-card sf-inline-state" role="status">
      <p className="sf-inline-state__title">
        {filtered ? t('meetings_none_with_status') : t('meetings_none')}
      </p>
      <p className="sf-inline-state__desc">{t('meetings_none_hint')}</p>
      <Link
        to={paths.exhibitorList(lang)}
        className="sf-button sf-button--primary"
        data-testid="meetings-browse-exhibitors"
      >
        {t('meetings_browse_exhibitors')}
      </Link>
    </div>
  );
}

/** The exhibitor has no requests (with this status): where they come from. */
export function MeetingRequestsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sf-card sf-inline-state" role="status">
      <p className="sf-inline-state__title">
        {filtered ? t('meetings_none_with_status') : t('meeting_requests_none')}
      </p>
      <p className="sf-inline-state__desc">{t('meeting_requests_none_hint')}</p>
    </div>
  );
}
