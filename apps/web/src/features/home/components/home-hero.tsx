import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { SearchIcon } from '../../../components/cards/search-icon.tsx';
import { useEventDates, type EventSpan } from '../../../lib/use-event-dates.ts';
import './home.css';

interface Props {
  lang: TLanguage;
  title: string;
  banner: string;
  /** The event's hours, shown in the viewer's zone. */
  span: EventSpan | null;
}

/** The event's decoration at the top of home: its banner (5:2, reserved), title, dates and a search box. */
export function HomeHero({ lang, title, banner, span }: Props) {
  const { t } = useTranslation();
  return (
    <section className="sf-home-hero" data-testid="home-hero">
      <div className="sf-home-hero__banner">
        {banner ? <img src={banner} alt="" width={1200} height={480} fetchPriority="high" /> : null}
      </div>
      <div className="sf-card sf-home-hero__card">
        <p className="sf-home-hero__title" data-testid="home-title">
          {title}
        </p>
        <HeroDates span={span} lang={lang} />
        <Link to={paths.search(lang)} className="sf-home-search" data-testid="home-search">
          <SearchIcon width={18} height={18} />
          <span>{t('search_placeholder')}</span>
        </Link>
        <nav className="sf-home-nav" aria-label={t('browse')}>
          <Link to={paths.exhibitorList(lang)} data-testid="home-nav-exhibitors">
            {t('exhibitor_list')}
          </Link>
          <Link to={paths.productList(lang)} data-testid="home-nav-products">
            {t('product_list')}
          </Link>
          <Link to={paths.projectList(lang)} data-testid="home-nav-projects">
            {t('project_list')}
          </Link>
          <Link to={paths.pavilionList(lang)} data-testid="home-nav-pavilions">
            {t('exhibition_group_list')}
          </Link>
          <Link to={paths.videoHall(lang)} data-testid="home-nav-videos">
            {t('video_hall')}
          </Link>
          <Link to={paths.activityHall(lang)} data-testid="home-nav-activities">
            {t('activity_hall')}
          </Link>
          <Link to={paths.liveList(lang)} data-testid="home-nav-lives">
            {t('live_list')}
          </Link>
        </nav>
      </div>
    </section>
  );
}

function HeroDates({ span, lang }: { span: EventSpan | null; lang: TLanguage }) {
  const dates = useEventDates(span, lang);
  if (!dates) return null;
  return (
    <p className="sf-home-hero__dates">
      {dates.text} <span>{dates.zone}</span>
    </p>
  );
}
