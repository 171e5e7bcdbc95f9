import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TImConversation, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { shortTime } from '../../../lib/short-time.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { conversationsOptions } from '../api/message-api.ts';
import './messages.css';

interface Props {
  bventId: string;
  accountId: string;
  lang: TLanguage;
}

/**
 * mim/friendList: the caller's conversations and their team's, newest first: the other side's name and logo or
 * avatar, the last message, the unread count. The socket keeps it current.
 */
export function ConversationList({ bventId, accountId, lang }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(conversationsOptions(bventId, accountId));
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <div className="sf-card sf-im-skeleton" aria-busy="true" />;
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0)
    return (
      <div data-testid="im-empty">
        <InlineState title={t('messages_empty')} description={t('messages_empty_hint')} />
      </div>
    );
  const preview = (c: TImConversation) => {
    if (!c.last) return '';
    const kind = c.last.kind === 'text' ? c.last.text : t(`messages_kind_${c.last.kind}`);
    return c.last.side === c.side ? `${t('messages_you')}: ${kind}` : kind;
  };
  const when = (iso: string) => shortTime(iso, lang);
  return (
    <>
      <ul className="sf-card sf-im-convs" data-testid="im-conversations">
        {items.map((c) => (
          <li key={c.conversationId}>
            <Link
              to={paths.mimConversation(lang, c.exhibitorId, c.conversationId)}
              className="sf-im-conv"
              data-testid="im-conversation"
            >
              {c.peerAvatar ? (
                <img className="sf-im-conv__avatar" src={c.peerAvatar} alt="" width={44} height={44} />
              ) : (
                <span className="sf-im-conv__avatar" aria-hidden="true">
                  {c.peerName.slice(0, 1)}
                </span>
              )}
              <span className="sf-im-conv__main">
                <span className="sf-im-conv__top">
                  <strong className="sf-im-conv__name">{c.peerName}</strong>
                  {c.last ? <time className="sf-im-conv__time">{when(c.last.at)}</time> : null}
                </span>
                {c.side === 'exhibitor' ? (
                  <span className="sf-im-conv__company">{c.peerCompany || t('messages_visitor')}</span>
                ) : null}
                <span className="sf-im-conv__last">{preview(c)}</span>
              </span>
              {c.unread > 0 ? (
                <span
                  className="sf-im-badge sf-im-badge--inline"
                  aria-label={t('messages_new', { count: c.unread })}
                  data-testid="im-unread"
                >
                  {c.unread > 99 ? '99+' : c.unread}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          className="sf-button sf-button--ghost sf-im-more"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('messages_earlier')}
        </button>
      ) : null}
    </>
  );
}
