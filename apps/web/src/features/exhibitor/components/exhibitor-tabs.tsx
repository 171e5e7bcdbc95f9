import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import './exhibitor-tabs.css';

/**
 * The exhibitor page's tabs. reserveChat opens the booking dialog over the home tab and sendMessage writes to the
 * exhibitor (both login required); eventsDetails (an activity) is a child route without a tab.
 */
export const EXHIBITOR_TABS = [
  { tab: '', key: 'exhibitor_tab_home', testId: 'home' },
  { tab: 'products', key: 'exhibitor_tab_products', testId: 'products' },
  { tab: 'project', key: 'exhibitor_tab_project', testId: 'project' },
  { tab: 'exhibitorVideo', key: 'exhibitor_tab_video', testId: 'exhibitorVideo' },
  { tab: 'activity', key: 'exhibitor_tab_activity', testId: 'activity' },
  { tab: 'reserveChat', key: 'exhibitor_tab_reserve_chat', testId: 'reserveChat' },
  { tab: 'sendMessage', key: 'exhibitor_tab_send_message', testId: 'sendMessage' },
] as const;

interface Props {
  lang: TLanguage;
  id: string;
}

/** A sticky row of tab links under the hero; each tab is its own route (back and forward work). */
export function ExhibitorTabs({ lang, id }: Props) {
  const { t } = useTranslation();
  return (
    <nav className="sf-tabs" aria-label={t('exhibitor_tabs')} data-testid="exhibitor-tabs">
      {EXHIBITOR_TABS.map(({ tab, key, testId }) => (
        <NavLink
          key={testId}
          to={paths.exhibitorTab(lang, id, tab)}
          end
          preventScrollReset
          className={({ isActive }) => (isActive ? 'sf-tabs__item sf-tabs__item--on' : 'sf-tabs__item')}
          data-testid={`exhibitor-tab-${testId}`}
        >
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
