import type { TLanguage, TTimeSlot } from '@showfloor/contracts';
import {
  beijingToEpoch,
  formatBeijingInZone,
  slotSelectable,
  visibleSlots,
  zoneLabel,
} from '@showfloor/domain';
import { otherLocalDate } from '../../../lib/time-range.ts';
import { INTL_LOCALES } from '../../../lib/intl-locale.ts';

/*
 * What the booking dialog shows of the days and slots: Beijing days as chips, each slot's hours in the viewer's
 * zone (with the local date when it is not the chip's), and the full words a screen reader says for a slot.
 */

const BEIJING = 'Asia/Shanghai';

// Building an Intl.DateTimeFormat is costly (it resolves locale data) and the dialog re-renders on every keystroke
// of the topic: one formatter per (language, zone, options), kept for the page's life (a handful of shapes).
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(lang: TLanguage, zone: string, epoch: number, opts: Intl.DateTimeFormatOptions): string {
  const key = `${lang}|${zone}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALES[lang], { ...opts, timeZone: zone });
    formatters.set(key, f);
  }
  return f.format(epoch);
}

export interface DayChip {
  day: string;
  weekday: string;
  date: string;
  /** 'Tuesday, December 8, 2026': the chip's accessible name. */
  label: string;
}

/** A Beijing day 'YYYY-MM-DD' as a chip: weekday and date of that day in Beijing (the day the slots belong to). */
export function dayChip(day: string, lang: TLanguage): DayChip {
  const noon = beijingToEpoch(`${day} 12:00:00`);
  return {
    day,
    weekday: format(lang, BEIJING, noon, { weekday: 'short' }),
    date: format(lang, BEIJING, noon, { month: 'short', day: 'numeric' }),
    label: format(lang, BEIJING, noon, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  };
}

export interface SlotView {
  slot: TTimeSlot;
  /** 'HH:mm–HH:mm' in the viewer's zone. */
  time: string;
  /** The slot's local date (short) when it differs from its Beijing day; null when the same. */
  localDate: string | null;
  full: boolean;
  selectable: boolean;
  /** 'Tuesday, December 8, 2026, 01:00–01:30, Europe/Lisbon (GMT+0)'. */
  label: string;
}

/** The chosen day's visible slots (visibleSlots) as the viewer sees them in `zone`. */
export function slotViews(
  slots: readonly TTimeSlot[],
  day: string,
  now: number,
  zone: string,
  lang: TLanguage,
): SlotView[] {
  return visibleSlots(slots, day, now).map((slot) => {
    const start = beijingToEpoch(slot.startTime);
    const time = `${formatBeijingInZone(slot.startTime, zone, 'HH:mm')}–${formatBeijingInZone(slot.endTime, zone, 'HH:mm')}`;
    const sameDay = otherLocalDate(slot.startTime, zone, slot.oneDay) === null;
    const longDate = format(lang, zone, start, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    return {
      slot,
      time,
      localDate: sameDay
        ? null
        : format(lang, zone, start, { weekday: 'short', month: 'short', day: 'numeric' }),
      full: slot.idleCount <= 0,
      selectable: slotSelectable(slot, now),
      label: `${longDate}, ${time}, ${zone} (${zoneLabel(zone, start)})`,
    };
  });
}

/** The zone line under the slots: 'GMT+1' for the viewer now (or at the day's noon when a day is chosen). */
export function viewerZoneLabel(zone: string, day: string | null, now: number): string {
  const at = day ? beijingToEpoch(`${day} 12:00:00`) : now;
  return zoneLabel(zone, Number.isNaN(at) ? now : at);
}
