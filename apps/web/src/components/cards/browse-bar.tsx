import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { useStickyHeight } from '../use-sticky-height.ts';
import { LANGUAGES, type TLanguage } from '@showfloor/contracts';
import { LANGUAGE_NAMES, LANGUAGE_SHORT } from '../../config/languages.ts';
import { paths } from '../../config/paths.ts';
import { ChevronLeftIcon, GlobeIcon } from '../icons.tsx';
import { SearchIcon } from './search-icon.tsx';
import { HeaderSlot } from '../header-slot.tsx';
import './browse-bar.css';

interface Props {
  lang: TLanguage;
  title: string;
  logo?: string;
  /** Home has no back arrow; every other browse page does (history, or home when opened directly). */
  back?: boolean;
  /** The search page has its own box in place of the search link. */
  searchLink?: boolean;
}

/**
 * The sticky bar of the browse pages: back, the page (or event) title, a search link and the language
 * picker. The picker is a native select over the same address in another language: the phone's own picker,
 * no popup code on the first route.
 */
export function BrowseBar({ lang, title, logo, back = true, searchLink = true }: Props) {
  const { t } = useTranslation();
  const stickyRef = useStickyHeight();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const switchTo = (next: TLanguage) => {
    const rest = paths.afterMobileBase(pathname).split('/').slice(2).join('/');
    navigate(paths.mobile(`${next}${rest ? `/${rest}` : ''}${search}`));
  };
  return (
    <header className="sf-topbar sf-bbar" data-testid="browse-bar" ref={stickyRef}>
      {back ? (
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('go_back')}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home(lang)))}
        >
          <ChevronLeftIcon />
        </button>
      ) : logo ? (
        <img className="sf-bbar__logo" src={logo} alt="" width={32} height={32} />
      ) : null}
      <h1 className="sf-bbar__title">{title}</h1>
      {searchLink ? (
        <Link
          to={paths.search(lang)}
          className="sf-icon-button"
          aria-label={t('search')}
          data-testid="search-link"
        >
          <SearchIcon />
        </Link>
      ) : null}
      <HeaderSlot />
      <label className="sf-icon-button sf-bbar__lang">
        <GlobeIcon width={18} height={18} />
        <span aria-hidden="true">{LANGUAGE_SHORT[lang]}</span>
        <select
          value={lang}
          aria-label={`${LANGUAGE_SHORT[lang]} ${t('switch_language')}`}
          onChange={(e) => switchTo(e.target.value as TLanguage)}
          data-testid="language-select"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}
