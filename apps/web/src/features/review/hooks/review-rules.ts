import {
  EXHIBITOR_AUDIT_DECISIONS,
  PRODUCT_DECISIONS,
  type TAttendeeQueueState,
  type TExhibitorAuditDecision,
  type TExhibitorAuditState,
  type TLanguage,
  type TProductDecision,
  type TWorkbenchProduct,
} from '@showfloor/contracts';
import {
  beijingToEpoch,
  DECISIONS_NEEDING_NOTE,
  epochToBeijing,
  formatBeijingInZone,
  languageFallbacks,
  productStep,
  zoneLabel,
} from '@showfloor/domain';

/*
 * What the console offers for an item in its state, and how it says it: the decisions (with the dictionary key
 * of each button and whether it asks for a note), a text in the viewer's language, a time in the viewer's zone.
 */

/** One button of a card: the decision it sends, its words and whether the dialog asks for a note first. */
export interface DecisionChoice<D extends string> {
  decision: D;
  labelKey: string;
  /** A note the other side reads is required (the gateway refuses the decision without it). */
  needsNote: boolean;
  /** A note may be written (the log keeps it) but is not required. */
  optionalNote?: boolean;
  /** The dialog's question before a decision that is hard to take back, even without a note. */
  askKey?: string;
  tone: 'primary' | 'plain' | 'danger';
}

const LABEL: Record<string, string> = {
  approve: 'demand_approve',
  reject: 'demand_reject',
  needsModification: 'review_needs_modification',
  ban: 'review_ban',
  unban: 'review_unban',
  Registered: 'demand_approve',
  Denied: 'demand_reject',
  NeedEditInfo: 'review_needs_modification',
  NeedComplementInfo: 'review_ask_more_info',
};
/** A rejection or a ban is red, its button and its dialog's confirm alike. */
const toneOf = (d: string): DecisionChoice<string>['tone'] =>
  d === 'approve' || d === 'Registered'
    ? 'primary'
    : d === 'ban' || d === 'reject' || d === 'Denied'
      ? 'danger'
      : 'plain';

/**
 * The audit decisions the gateway takes from each state (a registration waiting or sent back is decided; a
 * rejected one may still be approved; an approved one is not decided again: a ban is the way to stop it). The
 * gateway answers 6802 to any other, which the console never offers.
 */
const EXHIBITOR_FROM: Record<TExhibitorAuditState, readonly TExhibitorAuditDecision[]> = {
  pending: ['approve', 'reject', 'needsModification'],
  needsModification: ['approve', 'reject'],
  rejected: ['approve'],
  approved: [],
};

/** What the organizer may decide of an exhibiting organization in its audit state. */
export function exhibitorDecisions(audit: TExhibitorAuditState): DecisionChoice<TExhibitorAuditDecision>[] {
  return EXHIBITOR_AUDIT_DECISIONS.filter((d) => EXHIBITOR_FROM[audit].includes(d)).map((d) => ({
    decision: d,
    labelKey: LABEL[d]!,
    needsNote: d !== 'approve',
    tone: toneOf(d),
  }));
}

/** Ban an exhibitor that shows (with a note its members read), or lift the ban (a note for the log, if any). */
export function banChoice(banned: boolean): DecisionChoice<'ban' | 'unban'> {
  return banned
    ? { decision: 'unban', labelKey: LABEL.unban!, needsNote: false, optionalNote: true, tone: 'plain' }
    : { decision: 'ban', labelKey: LABEL.ban!, needsNote: true, tone: 'danger' };
}

/** The organizer's decisions the product's life cycle allows now (the domain's table, as the gateway runs it). */
export function productDecisions(
  p: Pick<TWorkbenchProduct, 'state' | 'revisionState' | 'approvedAt'>,
): DecisionChoice<TProductDecision>[] {
  const life = { state: p.state, revision: p.revisionState, approved: p.approvedAt !== null };
  return PRODUCT_DECISIONS.filter((d) => productStep(life, d, 'organizer').ok).map((d) => ({
    decision: d,
    labelKey: LABEL[d]!,
    needsNote: DECISIONS_NEEDING_NOTE.includes(d),
    tone: toneOf(d),
  }));
}

export const ATTENDEE_DECISIONS = ['Registered', 'Denied', 'NeedEditInfo', 'NeedComplementInfo'] as const;
export type TAttendeeDecision = (typeof ATTENDEE_DECISIONS)[number];

/** A visitor's registration: approve, deny, ask for changes or for more information; not the status it has. */
export function attendeeDecisions(status: TAttendeeQueueState | string): DecisionChoice<TAttendeeDecision>[] {
  return ATTENDEE_DECISIONS.filter((d) => d !== status).map((d) => ({
    decision: d,
    labelKey: LABEL[d]!,
    needsNote: d !== 'Registered',
    tone: toneOf(d),
  }));
}

/** An unpaid offline order: the transfer arrived (asked once more), or it never will (with a note). */
export const PAYMENT_DECISIONS: readonly DecisionChoice<'markPaid' | 'refuse'>[] = [
  {
    decision: 'markPaid',
    labelKey: 'review_mark_paid',
    needsNote: false,
    askKey: 'review_mark_paid_ask',
    tone: 'primary',
  },
  { decision: 'refuse', labelKey: 'review_refuse_payment', needsNote: true, tone: 'plain' },
];

/** The words of a logged decision; a decision the dictionary does not know is shown as the gateway wrote it. */
export const LOGGED_DECISIONS = [
  'approve',
  'reject',
  'needsModification',
  'ban',
  'unban',
  'Registered',
  'Denied',
  'NeedEditInfo',
  'NeedComplementInfo',
  'markPaid',
  'refuse',
] as const;
export const loggedDecisionKey = (decision: string): string | null =>
  (LOGGED_DECISIONS as readonly string[]).includes(decision) ? `review_decision_${decision}` : null;

/**
 * A text the exhibitor wrote in the event's languages, in the viewer's: its own, then its fallbacks (zh-HK to
 * zh-CN, pt-PT to en-US), then any language that has one.
 */
export function localizedText(texts: Partial<Record<TLanguage, string>>, lang: TLanguage): string {
  for (const l of [...languageFallbacks(lang), 'en-US', 'zh-CN'] as TLanguage[]) {
    const v = texts[l]?.trim();
    if (v) return v;
  }
  return (
    Object.values(texts)
      .find((v) => v?.trim())
      ?.trim() ?? ''
  );
}

const BEIJING_WALL = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * A time of the gateway's (an instant with its offset, or the fair's Beijing wall time) in the viewer's zone,
 * with the zone's offset: the organizer and the log's readers may sit in different zones.
 */
export function reviewTime(value: string, zone: string): string {
  const epoch = BEIJING_WALL.test(value.trim()) ? beijingToEpoch(value) : Date.parse(value);
  if (Number.isNaN(epoch)) return value;
  return `${formatBeijingInZone(epochToBeijing(epoch), zone, 'YYYY-MM-DD HH:mm')} ${zoneLabel(zone, epoch)}`;
}

/** The registration form's own fields, named as the visitor's card names them; any other keeps its name. */
const ANSWER_LABELS: Record<string, string> = {
  fullName: 'cards_full_name',
  company: 'cards_company',
  jobTitle: 'cards_job_title',
  phone: 'cards_phone',
  region: 'review_answer_region',
};
export const answerLabelKey = (field: string): string | null => ANSWER_LABELS[field] ?? null;

/** A value the form chose from a list (the buyer's region), in words; typed values as typed. */
export const answerValueKey = (field: string, value: string): string | null =>
  field === 'region' && (value === 'domestic' || value === 'overseas') ? `review_region_${value}` : null;
