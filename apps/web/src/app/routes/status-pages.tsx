import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { isLanguage, messageForCode } from '@showfloor/domain';
import type { ForbiddenState } from '../../lib/api-client.ts';
import { useSessionUserId } from '../../lib/auth-session.ts';
import { paths } from '../../config/paths.ts';
import { StatusView } from '../../components/status-view.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage, setLanguage, visitorLanguage } from '../../lib/language.ts';
import { getCurrentEventId } from '../../lib/event-session.ts';
import { ensureDictionary } from '../event-data.ts';

/** Back when there is somewhere to go back to inside the app; else to the site's front page. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else window.location.assign('/');
  };
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const back = useGoBack();
  useDocumentTitle(t('page_not_found'));
  return (
    <StatusView
      code="404"
      title={t('page_not_found')}
      description={t('page_not_found_desc')}
      action={{ label: t('go_back'), onClick: back }}
    />
  );
}

/**
 * 403. When a call said why (the gateway's reason, handed over in the navigation's state: 'your exhibitor identity
 * is not yet audited'), that is the description, and a signed-in visitor can go on to their account, where their
 * identities and their audit are.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const back = useGoBack();
  const { lang } = useParams();
  const reason = (useLocation().state as ForbiddenState | null)?.reason;
  const signedIn = useSessionUserId() !== null;
  useDocumentTitle(t('no_permission_page'));
  return (
    <StatusView
      code="403"
      title={t('no_permission_page')}
      description={reason || t('no_permission_page_desc')}
      action={{ label: t('go_back'), onClick: back }}
      secondary={
        reason && signedIn && isLanguage(lang)
          ? { label: t('my_account'), href: paths.account(lang) }
          : undefined
      }
    />
  );
}

/**
 * The message of the business code (1002: 'exhibitor banned'). The route and id it concerned stay in the
 * address (routeName, id) for support and the log, never on the page: a visitor has no use for internal
 * names.
 */
export function NoContentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = useGoBack();
  const code = params.get('code');
  const message = messageForCode(code);
  const title = t(message.key);
  useDocumentTitle(title);
  return (
    <StatusView
      code={code && /^\d{3,5}$/.test(code) ? code : '404'}
      title={title}
      description={t('no_content_desc')}
      action={{ label: t('back_to_fair'), onClick: back }}
    />
  );
}

/** Only web addresses may be followed from the verification tip; anything else is ignored. */
export function verificationUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function AuthTipPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = useGoBack();
  const url =
    params.get('type') === 'auth' ? verificationUrl(params.get('url'), window.location.origin) : null;
  const message = params.get('message');
  useDocumentTitle(t('auth_tip_title'));
  return (
    <StatusView
      code="!"
      title={t('auth_tip_title')}
      description={message || t('auth_tip_desc')}
      action={url ? { label: t('auth_tip_go'), href: url } : { label: t('go_back'), onClick: back }}
      secondary={url ? { label: t('go_back'), onClick: back } : undefined}
    >
      {!url ? <p className="sf-status__meta">{t('auth_tip_invalid')}</p> : null}
    </StatusView>
  );
}

/** The global catch-all sits outside /m/:lang: it speaks the visitor's language. */
export async function globalNotFoundLoader() {
  const lang = visitorLanguage();
  if (currentLanguage() !== lang) setLanguage(lang);
  await ensureDictionary(getCurrentEventId(), lang);
  return null;
}
