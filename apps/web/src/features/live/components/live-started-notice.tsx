import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { useCurrentEventId } from '../../../lib/event-session.ts';
import { useEventWatch } from '../../../lib/realtime/use-event-watch.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LIVE_KEY, liveDetailOptions } from '../api/live-api.ts';
import './live-notice.css';

/**
 * Mounted once by the language layout for a signed-in visitor: when a live they reserved goes on air, a notice on
 * whatever page they are, with the live's title and a link to watch. The frame is news only; the title is read in
 * the page's language.
 */
export default function LiveStartedNotice({ lang }: { lang: TLanguage }) {
  const { t } = useTranslation();
  const accountId = useSessionUserId();
  const bventId = useCurrentEventId();
  const [liveId, setLiveId] = useState<string | null>(null);
  useEventWatch(accountId ? bventId : null, lang, 'livestream.watch', {
    onFrame: (frame, client) => {
      if (frame.type !== 'livestream.started' || frame.bventId !== bventId) return;
      // The live's page and the lists show it on air now.
      void client.invalidateQueries({ queryKey: [LIVE_KEY] });
      setLiveId(frame.liveId);
    },
    onReconnect: () => undefined,
  });
  const live = useQuery({ ...liveDetailOptions(liveId ?? '', accountId), enabled: Boolean(liveId) }).data;
  if (!liveId) return null;
  return (
    <div className="sf-live-notice" role="status" data-testid="live-started-notice">
      <span className="sf-live-notice__text">{t('live_started_notice', { title: live?.title ?? '' })}</span>
      <Link className="sf-live-notice__go" to={paths.live(lang, liveId)} onClick={() => setLiveId(null)}>
        {t('live_watch_now')}
      </Link>
      <button
        type="button"
        className="sf-live-notice__close"
        aria-label={t('live_notice_close')}
        onClick={() => setLiveId(null)}
      >
        ×
      </button>
    </div>
  );
}
