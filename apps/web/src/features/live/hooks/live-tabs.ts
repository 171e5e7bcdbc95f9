import type { TLiveState } from '@showfloor/contracts';

/** The live list's tabs: on air now, upcoming, and the ended ones that kept a recording. */
export const LIVE_TABS = ['live', 'upcoming', 'replay'] as const;
export type LiveTab = (typeof LIVE_TABS)[number];

/** The tab from the address; anything else is the upcoming one (what a visitor comes to reserve). */
export function liveTabOf(raw: string | null): LiveTab {
  return (LIVE_TABS as readonly string[]).includes(raw ?? '') ? (raw as LiveTab) : 'upcoming';
}

export const stateOfTab = (tab: LiveTab): TLiveState => (tab === 'replay' ? 'ended' : tab);
