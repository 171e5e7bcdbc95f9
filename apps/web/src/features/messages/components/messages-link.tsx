import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { ChatIcon } from '../../../components/icons.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { unreadOptions } from '../api/message-api.ts';
import './messages.css';

/**
 * The header's way to one's messages, with the unread count as a badge. It shows once there is an inbox to open
 * (mim lives under an exhibitor's page: a member's own exhibitor, or the latest conversation's).
 */
export default function MessagesLink({ lang }: { lang: TLanguage }) {
  const { t } = useTranslation();
  const { bventId, accountId } = useSession();
  const badge = useQuery({
    ...unreadOptions(bventId ?? '', accountId ?? ''),
    enabled: Boolean(bventId && accountId),
  }).data;
  if (!badge?.exhibitorId) return null;
  const label = badge.count > 0 ? t('messages_unread_label', { count: badge.count }) : t('messages_title');
  return (
    <Link
      to={paths.mimFriendList(lang, badge.exhibitorId)}
      className="sf-icon-button sf-im-link"
      aria-label={label}
      title={label}
      data-testid="messages-link"
    >
      <ChatIcon />
      {badge.count > 0 ? (
        <span className="sf-im-badge" data-testid="messages-badge" aria-hidden="true">
          {badge.count > 99 ? '99+' : badge.count}
        </span>
      ) : null}
    </Link>
  );
}
