import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { decorationOptions } from '../../features/bvent/api/get-decoration.ts';
import { exhibitorDetailOptions } from '../../features/exhibitor/api/get-exhibitor-detail.ts';
import { conversationOptions } from '../../features/messages/api/message-api.ts';
import { ConversationList } from '../../features/messages/components/conversation-list.tsx';
import { LeaveMessage } from '../../features/messages/components/leave-message.tsx';
import { ThreadView } from '../../features/messages/components/thread-view.tsx';
import { ensureEvent } from '../event-data.ts';
import { useSignedIn } from './signed-in.tsx';

/*
 * Instant messages under an exhibitor's page: mim redirects to mim/friendList (the conversations),
 * mim/:views is one conversation, and the exhibitor's sendMessage tab writes to that exhibitor.
 */

export async function mimLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  return redirect(paths.mimFriendList(lang, params.id));
}

export async function mimPageLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id) || (params.views !== undefined && !isGuid(params.views)))
    throw redirect(paths.notFound(lang));
  await ensureEvent({ exhibitorId: params.id }, lang);
  return null;
}

function useMimEvent() {
  const { lang, id } = useParams() as { lang: TLanguage; id: string };
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  return { lang, id, bvent };
}

export function MimFriendListPage() {
  const { t } = useTranslation();
  const { lang, bvent } = useMimEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'messages_login_hint', 'im-login');
  useDocumentTitle(`${t('messages_title')} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="im-friend-list">
      <BrowseBar lang={lang} title={t('messages_title')} searchLink={false} />
      {session.accountId ? (
        <ConversationList bventId={bvent.bventId} accountId={session.accountId} lang={lang} />
      ) : (
        loginState
      )}
    </div>
  );
}

export function MimConversationPage() {
  const { t } = useTranslation();
  const { lang, bvent } = useMimEvent();
  const views = useParams().views ?? '';
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'messages_login_hint', 'im-login');
  const conversation = useQuery({
    ...conversationOptions(bvent.bventId, { conversationId: views }),
    enabled: Boolean(session.accountId),
  });
  const title = conversation.data?.peerName ?? t('messages_title');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page sf-im-page" data-testid="im-conversation-page">
      <BrowseBar lang={lang} title={title} searchLink={false} />
      {!session.accountId ? (
        loginState
      ) : conversation.isError ? (
        <LoadFailed error={conversation.error} onRetry={() => void conversation.refetch()} />
      ) : conversation.data ? (
        <ThreadView conversation={conversation.data} accountId={session.accountId} lang={lang} />
      ) : conversation.data === null ? (
        <InlineState title={t('conversation_not_found')} />
      ) : null}
    </div>
  );
}

/**
 * The exhibitor's sendMessage tab (login required): the IM and communicate gates; a member of the exhibitor's
 * own team goes to its inbox; a conversation that exists opens; else the message is left from here.
 */
export function ExhibitorSendMessage() {
  const { lang, id, bvent } = useMimEvent();
  const navigate = useNavigate();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'messages_login_hint', 'im-login');
  const detail = useQuery(exhibitorDetailOptions(id, bvent.bventId)).data;
  const facts = useQuery(decorationOptions(bvent.bventId));
  const [passed, setPassed] = useState(false);
  const ran = useRef(false);
  const ownTeam =
    detail &&
    session.roles?.orgRoles.some(
      (o) => o.orgId === detail.orgId && o.roles.some((r) => r.registerType === 'Exhibition'),
    );

  useEffect(() => {
    if (ran.current || !session.accountId || !detail || facts.isPending || !session.roles) return;
    ran.current = true;
    if (ownTeam) {
      void navigate(paths.mimFriendList(lang, id), { replace: true });
      return;
    }
    const exhibitorInstantMessaging = facts.data?.isEnableBetweenExhibitorInstantCommunication === true;
    void import('../../components/access/use-gate.ts').then(async ({ guard }) => {
      const ok =
        (await guard('im', { facts: { exhibitorInstantMessaging } })) && (await guard('communicate'));
      if (ok) setPassed(true);
      else void navigate(paths.exhibitorTab(lang, id, ''), { replace: true, preventScrollReset: true });
    });
  }, [session.accountId, session.roles, detail, facts.isPending, facts.data, ownTeam, navigate, lang, id]);

  const existing = useQuery({
    ...conversationOptions(bvent.bventId, { exhibitorId: id }),
    enabled: passed,
  });
  useEffect(() => {
    if (existing.data)
      void navigate(paths.mimConversation(lang, id, existing.data.conversationId), { replace: true });
  }, [existing.data, navigate, lang, id]);

  if (!session.accountId) return loginState;
  if (!passed || !detail || existing.isPending || existing.data) return null;
  return (
    <LeaveMessage
      bventId={bvent.bventId}
      accountId={session.accountId}
      exhibitor={{ id, orgId: detail.orgId, name: detail.name }}
      lang={lang}
    />
  );
}
