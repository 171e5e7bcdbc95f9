import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCardExchange, TCardWallBox, TLanguage } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { sendCardBack, vcardFile, wallCsvFile, wallOptions, type WallFilter } from '../api/card-queries.ts';
import { saveFile } from '../../../lib/save-file.ts';
import './cards.css';

interface Props {
  bventId: string;
  accountId: string;
  lang: TLanguage;
  /** Whether the viewer answers for an exhibitor (received cards can be answered with theirs, exported as CSV). */
  exhibitor: boolean;
}

/** A day of the viewer's calendar as the instant it starts (or the next day's start, for an end). */
const dayStart = (day: string, next = false) => {
  if (!day) return '';
  const d = new Date(`${day}T00:00:00`);
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/**
 * The card wall: received and sent, searched by name or company and by the viewer's days. Each card can be saved
 * to the phone's contacts; an exhibitor's member answers a received card with theirs and exports the box as CSV.
 */
export function CardWall({ bventId, accountId, lang, exhibitor }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [box, setBox] = useState<TCardWallBox>('received');
  const [keyword, setKeyword] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: WallFilter = { bventId, box, keyword, from: dayStart(from), to: dayStart(to, true) };
  const wall = useQuery(wallOptions(filter, accountId));
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const answer = async (e: TCardExchange) => {
    await sendCardBack(bventId, e.exchangeId);
    showToast(t('cards_sent_back'), TOAST_MS);
    await client.invalidateQueries({ queryKey: ['card', 'wall'] });
  };

  return (
    <div data-testid="card-wall">
      <div className="sf-cards__tabs" role="group">
        {(['received', 'sent'] as const).map((b) => (
          <button
            key={b}
            type="button"
            className="sf-cards__tab"
            aria-pressed={box === b}
            onClick={() => setBox(b)}
            data-testid={`cards-box-${b}`}
          >
            {t(`cards_${b}`)}
          </button>
        ))}
      </div>
      <div className="sf-cards__filters">
        <label className="sf-cards__search">
          <span>{t('cards_search')}</span>
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="cards-search"
          />
        </label>
        <label>
          <span>{t('cards_filter_from')}</span>
          <input
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            data-testid="cards-from"
          />
        </label>
        <label>
          <span>{t('cards_filter_to')}</span>
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="cards-to" />
        </label>
      </div>
      {exhibitor && box === 'received' && (wall.data?.items.length ?? 0) > 0 ? (
        <div className="sf-cards__export">
          <button
            type="button"
            className="sf-button sf-button--ghost sf-button--block"
            onClick={() => void wallCsvFile(filter).then((f) => saveFile(f, 'text/csv'))}
            data-testid="cards-csv"
          >
            {t('cards_download_csv')}
          </button>
        </div>
      ) : null}
      {wall.data && wall.data.items.length === 0 ? (
        <InlineState
          title={t(box === 'received' ? 'cards_empty_received' : 'cards_empty_sent')}
          description={t(box === 'received' ? 'cards_empty_received_hint' : 'cards_empty_sent_hint')}
        />
      ) : (
        <ul className="sf-cards__list">
          {wall.data?.items.map((e) => (
            <li key={e.exchangeId} className="sf-card sf-cards__item" data-testid="card-item">
              <h3>
                {e.card.fullName}
                {e.toExhibitor && e.answered ? (
                  <span className="sf-cards__badge">{t('cards_answered')}</span>
                ) : null}
              </h3>
              <p className="sf-cards__meta">
                {[e.card.jobTitle, e.card.company].filter(Boolean).join(' · ')}
              </p>
              <p className="sf-cards__contact">
                {e.card.phone ? (
                  <a href={`tel:${`${e.card.phoneCode}${e.card.phone}`.replace(/[^\d+]/g, '')}`}>
                    {[e.card.phoneCode, e.card.phone].filter(Boolean).join(' ')}
                  </a>
                ) : null}
                {e.card.email ? <a href={`mailto:${e.card.email}`}>{e.card.email}</a> : null}
              </p>
              <p className="sf-cards__meta">
                {box === 'sent' ? `${t('cards_sent_to', { name: e.counterpart })} · ` : ''}
                {t('cards_sent_at', { time: when(e.sentAt) })}
              </p>
              <div className="sf-cards__actions">
                <button
                  type="button"
                  className="sf-button sf-button--ghost"
                  onClick={() => void vcardFile(e.exchangeId).then((f) => saveFile(f, 'text/vcard'))}
                  data-testid="card-vcard"
                >
                  {t('cards_download_vcard')}
                </button>
                {exhibitor && box === 'received' && e.toExhibitor && !e.answered ? (
                  <button
                    type="button"
                    className="sf-button sf-button--primary"
                    onClick={() => void answer(e)}
                    data-testid="card-send-back"
                  >
                    {t('cards_send_back')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
