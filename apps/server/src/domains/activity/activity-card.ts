import type { TActivityCard, TLanguage } from '@showfloor/contracts';
import { activityRegistration, activityState } from '@showfloor/domain';
import { pickText } from '../shared/localize.ts';
import type { ActivityCardRow } from './activity.repository.ts';

/**
 * An activity's card as every list shows it (the exhibitor's tab, the hall, "my activities", the detail's head):
 * its states are computed against `nowMs`, the gateway clock read once per answer so every card agrees.
 */
export function activityCard(r: ActivityCardRow, lang: TLanguage, nowMs: number): TActivityCard {
  return {
    id: r.id,
    title: pickText(r.title, lang),
    cover: r.cover,
    startTime: r.startTime,
    endTime: r.endTime,
    location: r.location,
    state: activityState(r, nowMs),
    registration: activityRegistration(r, nowMs),
    capacity: r.capacity,
    registeredCount: r.registeredCount,
  };
}
