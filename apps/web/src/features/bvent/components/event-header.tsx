import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TClientHost, TLanguage } from '@showfloor/contracts';
import { LANGUAGE_SHORT } from '../../../config/languages.ts';
import { CalendarIcon, ChevronLeftIcon, GlobeIcon } from '../../../components/icons.tsx';
import { HeaderSlot } from '../../../components/header-slot.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { useStickyHeight } from '../../../components/use-sticky-height.ts';
import { useEventDates, type EventSpan } from '../../../lib/use-event-dates.ts';
import { useHydrated } from '../../../lib/hydrated.ts';
import './event-header.css';

interface Props {
  host: TClientHost;
  lang: TLanguage;
  logo: string;
  title: string;
  /** The event's hours, shown in the viewer's zone. */
  span: EventSpan | null;
  switchLanguageHref: string;
  /**
   * A detail page's way out (the fair's home): a back arrow where the visitor came from another page of the app,
   * a link to this address where they did not (a shared link opened in a chat app).
   */
  homeHref?: string;
}

/**
 * The event's header. In a browser: a sticky bar with the event and the language and theme switches. A
 * mini-program draws its own bar, so the event shows as a plain strip. The zsapp host gets a slim app-style
 * bar with a back arrow, as its native pages have.
 */
export function EventHeader({ host, lang, logo, title, span, switchLanguageHref, homeHref }: Props) {
  const { t } = useTranslation();
  const stickyRef = useStickyHeight();
  const langLink = (
    <Link
      to={switchLanguageHref}
      className="sf-icon-button sf-lang-button"
      // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
      aria-label={`${LANGUAGE_SHORT[lang]} ${t('switch_language')}`}
      data-testid="switch-language"
    >
      <GlobeIcon width={18} height={18} />
      <span aria-hidden="true">{LANGUAGE_SHORT[lang]}</span>
    </Link>
  );
  const dateLine = span ? <EventDates span={span} lang={lang} /> : null;

  if (host === 'zsapp') {
    return (
      <header className="sf-appbar" data-host="zsapp" ref={stickyRef}>
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('go_back')}
          onClick={() => window.history.back()}
        >
          <ChevronLeftIcon />
        </button>
        <div className="sf-appbar__title">
          <p className="sf-event__title">{title}</p>
          {dateLine}
        </div>
        <HeaderSlot />
        {langLink}
      </header>
    );
  }

  return (
    <header
      className={host === 'miniProgram' ? 'sf-event sf-event--inline' : 'sf-event sf-topbar'}
      data-host={host}
      data-testid="event-header"
      ref={host === 'miniProgram' ? undefined : stickyRef}
    >
      {homeHref && host !== 'miniProgram' ? <BackOrHome homeHref={homeHref} /> : null}
      {logo ? <img className="sf-event__logo" src={logo} alt="" width={36} height={36} /> : null}
      <p className="sf-event__title sf-event__text">{title}</p>
      <div className="sf-event__actions">
        <HeaderSlot />
        {langLink}
        <ThemeToggle />
      </div>
      {/* Its own row: a date range in the viewer's zone with its GMT label does not fit beside the title. */}
      {dateLine ? <div className="sf-event__row">{dateLine}</div> : null}
    </header>
  );
}

function EventDates({ span, lang }: { span: EventSpan; lang: TLanguage }) {
  const dates = useEventDates(span, lang);
  if (!dates) return null;
  return (
    <p className="sf-event__dates" data-testid="event-dates">
      <CalendarIcon width={14} height={14} />
      <span className="sf-event__range">{dates.text}</span>
      <span className="sf-event__zone">{dates.zone}</span>
    </p>
  );
}

/** React Router's own index of this entry in the tab's history: above 0 when the app opened this page. */
const cameFromApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Back where the app has history, home where it has none. The server draws the home link (what a visitor without
 * scripts follows); after hydration it becomes the back arrow when there is a page of the app to go back to.
 */
function BackOrHome({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only after hydration: the server cannot see the tab's history.
  const back = useHydrated() && cameFromApp();
  if (back) {
    return (
      <button
        type="button"
        className="sf-icon-button sf-event__back"
        aria-label={t('go_back')}
        data-testid="header-back"
        onClick={() => void navigate(-1)}
      >
        <ChevronLeftIcon />
      </button>
    );
  }
  return (
    <Link
      to={homeHref}
      className="sf-icon-button sf-event__back"
      aria-label={t('back_to_fair')}
      data-testid="header-home"
    >
      <ChevronLeftIcon />
    </Link>
  );
}
