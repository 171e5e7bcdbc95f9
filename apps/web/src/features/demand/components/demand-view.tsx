import { Link } from 'react-router';
import type { TDemand, TDemandReply, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { shortTime } from '../../../lib/short-time.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  DemandFacts,
  DemandPictures,
  DemandStateBadge,
  DemandTags,
} from '../../../components/demand-facts.tsx';
import { ReplyForm } from './reply-form.tsx';
import './demand.css';

function Reply({ reply: r, lang }: { reply: TDemandReply; lang: TLanguage }) {
  const { t } = useTranslation();
  return (
    <li className="sf-demand-reply" data-testid="demand-reply">
      <div className="sf-demand-reply__who">
        {r.exhibitor.logo ? <img src={r.exhibitor.logo} alt="" width={32} height={32} /> : null}
        <Link to={paths.exhibitor(lang, r.exhibitor.id)}>{r.exhibitor.name}</Link>
        <small>{shortTime(r.at, lang)}</small>
      </div>
      <p className="sf-demand-view__text">{r.text}</p>
      {r.products.length > 0 ? (
        <div className="sf-demand-reply__products">
          {r.products.map((p) => (
            <Link key={p.id} to={paths.exhibit(lang, p.id)} data-testid="demand-reply-product-link">
              <img src={p.image} alt="" width={96} height={96} loading="lazy" />
              <span>{p.name}</span>
            </Link>
          ))}
        </div>
      ) : null}
      {r.card ? (
        <p className="sf-demand-card__meta" data-testid="demand-reply-card-sent">
          {t('enquiry_card')}:{' '}
          {[r.card.fullName, r.card.jobTitle, r.card.company].filter(Boolean).join(' · ')}
        </p>
      ) : (
        <p className="sf-demand-card__meta">{r.authorName}</p>
      )}
    </li>
  );
}

interface Props {
  demand: TDemand;
  lang: TLanguage;
  /** Signed in: the replies the viewer may read are theirs; else the count and who may read them. */
  signedIn: boolean;
  onClose: (() => void) | null;
  onReplied: (demand: TDemand) => void;
}

/**
 * A demand's page: pictures, title and state, what is asked, tags, description; the organizer's note to its
 * buyer; the replies as the viewer may read them (the buyer every one, an exhibitor its own), and the reply form
 * for an exhibitor's member while it runs.
 */
export function DemandView({ demand: d, lang, signedIn, onClose, onReplied }: Props) {
  const { t } = useTranslation();
  const seesAll = d.mine;
  return (
    <>
      <article className="sf-card sf-demand-view" data-testid="demand-view" data-state={d.state}>
        <DemandPictures pictures={d.pictures} />
        <div className="sf-demand-view__head">
          <h2 data-testid="demand-title">{d.title}</h2>
          <DemandStateBadge state={d.state} />
        </div>
        <DemandTags tags={d.tags} />
        <DemandFacts demand={d} />
        {d.description ? <p className="sf-demand-view__text">{d.description}</p> : null}
        {d.reviewNote && d.state === 'rejected' ? (
          <p className="sf-demand-note" data-testid="demand-review-note">
            {t('demand_review_note')}: {d.reviewNote}
          </p>
        ) : null}
        {onClose ? (
          <button
            type="button"
            className="sf-button sf-button--ghost sf-button--block"
            onClick={onClose}
            data-testid="demand-close"
          >
            {t('demand_close')}
          </button>
        ) : null}
      </article>
      <section className="sf-card" data-testid="demand-replies">
        <h3 className="sf-section-title">
          {seesAll || d.replies.length === 0 || !d.answerAs ? t('demand_replies') : t('demand_your_replies')}{' '}
          <small>({d.replyCount})</small>
        </h3>
        {d.replies.length > 0 ? (
          <ul className="sf-demand-replies">
            {d.replies.map((r) => (
              <Reply key={r.id} reply={r} lang={lang} />
            ))}
          </ul>
        ) : (
          <p className="sf-panel__note">{seesAll ? t('demand_replies_none') : t('demand_replies_private')}</p>
        )}
        {!seesAll && d.replies.length > 0 ? (
          <p className="sf-panel__note">{t('demand_replies_private')}</p>
        ) : null}
        {!signedIn && d.state === 'published' ? (
          <p className="sf-panel__note">{t('demand_reply_login')}</p>
        ) : null}
      </section>
      {d.answerAs && d.state === 'published' ? (
        <ReplyForm demand={d} answerAs={d.answerAs} onReplied={onReplied} />
      ) : null}
    </>
  );
}
