import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { TOAST_MS } from '../../lib/api-client.ts';
import { safeReturnPath } from '../../lib/auth-params.ts';
import { showToast } from '../../lib/toast.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { allRoleTypes } from '../../components/access/role-types.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { myCardOptions } from '../../features/cards/api/card-queries.ts';
import { CardForm } from '../../features/cards/components/card-form.tsx';
import { CardWall } from '../../features/cards/components/card-wall.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useSignedIn } from './signed-in.tsx';

/** /m/:lang/cards and /m/:lang/cards/mine: the card wall and one's own card, at the current event. */
export async function cardsLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function CardWallPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const navigate = useNavigate();
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'cards_login_hint');
  const title = t('cards_wall');
  useDocumentTitle(`${title} | ${bvent.title}`);
  const exhibitor = session.roles ? allRoleTypes(session.roles).includes('Exhibition') : false;
  return (
    <div className="sf-page" data-testid="cards-page">
      <BrowseBar lang={lang} title={title} />
      {session.accountId ? (
        <>
          <div className="sf-cards__export">
            <button
              type="button"
              className="sf-button sf-button--ghost sf-button--block"
              onClick={() => void navigate(paths.myCard(lang, paths.cards(lang)))}
              data-testid="cards-edit-mine"
            >
              {t('cards_mine')}
            </button>
          </div>
          <CardWall bventId={bvent.bventId} accountId={session.accountId} lang={lang} exhibitor={exhibitor} />
        </>
      ) : (
        loginState
      )}
    </div>
  );
}

export function MyCardPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'cards_login_hint');
  const card = useQuery({ ...myCardOptions(session.accountId ?? ''), enabled: Boolean(session.accountId) });
  const title = t('cards_edit_title');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="my-card-page">
      <BrowseBar lang={lang} title={title} />
      {!session.accountId ? (
        loginState
      ) : card.data ? (
        <div className="sf-card">
          <p className="sf-panel__note sf-card-form__intro">{t('cards_edit_intro')}</p>
          <CardForm
            card={card.data}
            lang={lang}
            submitLabel={t('cards_save')}
            onSaved={() => {
              showToast(t('cards_saved'), TOAST_MS);
              void card.refetch();
              const back = search.get('back');
              if (back) void navigate(safeReturnPath(back, paths.cards(lang)));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
