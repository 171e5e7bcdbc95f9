import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_QUEUE_STATES,
  EXHIBITOR_AUDIT_STATES,
  PAYMENT_QUEUE_STATES,
  PRODUCT_DECISIONS,
  PRODUCT_STATES,
  REVIEW_SUBJECTS,
} from '@showfloor/contracts';
import { EN_US_ENTRIES } from '@showfloor/locales/en-US';
import {
  answerLabelKey,
  answerValueKey,
  ATTENDEE_DECISIONS,
  attendeeDecisions,
  banChoice,
  exhibitorDecisions,
  LOGGED_DECISIONS,
  loggedDecisionKey,
  localizedText,
  PAYMENT_DECISIONS,
  productDecisions,
  reviewTime,
} from './review-rules.ts';

const decisions = (list: readonly { decision: string }[]) => list.map((c) => c.decision);

describe('the decisions a card offers', () => {
  it.each([
    ['pending', ['approve', 'reject', 'needsModification']],
    ['needsModification', ['approve', 'reject']],
    ['rejected', ['approve']],
    ['approved', []],
  ] as const)(
    'an exhibitor %s: %j (as the gateway takes them), a note for all but approve',
    (audit, want) => {
      const list = exhibitorDecisions(audit);
      expect(decisions(list)).toEqual(want);
      expect(list.filter((c) => c.needsNote).map((c) => c.decision)).toEqual(
        want.filter((d) => d !== 'approve'),
      );
    },
  );

  it('bans a showing exhibitor with a note, and lifts the ban of a banned one with a note if any', () => {
    expect(banChoice(false)).toMatchObject({ decision: 'ban', needsNote: true });
    expect(banChoice(true)).toMatchObject({ decision: 'unban', needsNote: false, optionalNote: true });
  });

  it.each([
    [
      { state: 'pendingReview', revisionState: null, approvedAt: null },
      ['approve', 'reject', 'needsModification', 'ban'],
    ],
    [
      { state: 'listed', revisionState: 'pendingReview', approvedAt: '2026-12-01T00:00:00Z' },
      ['approve', 'reject', 'needsModification', 'ban'],
    ],
    [{ state: 'listed', revisionState: null, approvedAt: '2026-12-01T00:00:00Z' }, ['ban']],
    [{ state: 'listed', revisionState: 'needsModification', approvedAt: '2026-12-01T00:00:00Z' }, ['ban']],
    [{ state: 'rejected', revisionState: null, approvedAt: null }, ['ban']],
    [{ state: 'banned', revisionState: null, approvedAt: null }, ['unban']],
  ] as const)('a product %j: %j (the domain table)', (p, want) => {
    expect(decisions(productDecisions(p))).toEqual(want);
  });

  it('asks a note of a product refused, sent back or banned, not of an approval or a lifted ban', () => {
    const all = productDecisions({ state: 'pendingReview', revisionState: null, approvedAt: null });
    expect(all.filter((c) => c.needsNote).map((c) => c.decision)).toEqual([
      'reject',
      'needsModification',
      'ban',
    ]);
    const unban = productDecisions({ state: 'banned', revisionState: null, approvedAt: null });
    expect(unban[0]?.needsNote).toBe(false);
  });

  it.each([
    ['PendingApproval', ['Registered', 'Denied', 'NeedEditInfo', 'NeedComplementInfo']],
    ['Registered', ['Denied', 'NeedEditInfo', 'NeedComplementInfo']],
    ['Denied', ['Registered', 'NeedEditInfo', 'NeedComplementInfo']],
  ] as const)('a visitor %s: %j', (status, want) => {
    expect(decisions(attendeeDecisions(status))).toEqual(want);
    expect(attendeeDecisions(status).every((c) => c.needsNote === (c.decision !== 'Registered'))).toBe(true);
  });

  it('asks before marking paid, and a note before refusing', () => {
    expect(PAYMENT_DECISIONS.map((c) => [c.decision, c.needsNote, Boolean(c.askKey)])).toEqual([
      ['markPaid', false, true],
      ['refuse', true, false],
    ]);
  });
});

describe('the words of the console', () => {
  it('are all in the dictionary, built keys included', () => {
    const keys = [
      ...EXHIBITOR_AUDIT_STATES.map((s) => `review_audit_${s}`),
      ...PRODUCT_STATES.map((s) => `review_product_${s}`),
      ...PAYMENT_QUEUE_STATES.map((s) => `review_payment_${s}`),
      ...ATTENDEE_QUEUE_STATES.map((s) => `attendee_status_${s}`),
      ...REVIEW_SUBJECTS.map((s) => `review_subject_${s}`),
      ...LOGGED_DECISIONS.map((d) => loggedDecisionKey(d)!),
      ...[...PRODUCT_DECISIONS, ...ATTENDEE_DECISIONS, 'markPaid', 'refuse'].map((d) => `review_done_${d}`),
      ...[
        ...exhibitorDecisions('pending'),
        banChoice(true),
        banChoice(false),
        ...attendeeDecisions('PendingApproval'),
        ...PAYMENT_DECISIONS,
      ].flatMap((c) => [c.labelKey, ...(c.askKey ? [c.askKey] : [])]),
      ...['exhibitor', 'product', 'attendee'].map((s) => `review_note_hint_${s}`),
    ];
    expect(keys.filter((k) => !(k in EN_US_ENTRIES))).toEqual([]);
  });

  it('names a decision the dictionary does not know by the gateway’s own word', () => {
    expect(loggedDecisionKey('approve')).toBe('review_decision_approve');
    expect(loggedDecisionKey('somethingNew')).toBeNull();
  });
});

describe('localizedText', () => {
  it('takes the viewer’s language, then its fallbacks, then any', () => {
    const texts = { 'zh-CN': '不锈钢管', 'en-US': 'Steel pipe' };
    expect(localizedText(texts, 'en-US')).toBe('Steel pipe');
    expect(localizedText(texts, 'zh-HK')).toBe('不锈钢管');
    expect(localizedText(texts, 'pt-PT')).toBe('Steel pipe');
    expect(localizedText({ 'pt-PT': 'Tubo' }, 'zh-CN')).toBe('Tubo');
    expect(localizedText({ 'en-US': '  ' }, 'en-US')).toBe('');
  });
});

describe('reviewTime', () => {
  it('shows an instant or a Beijing wall time in the viewer’s zone, with its offset', () => {
    expect(reviewTime('2026-12-07T02:05:00.000Z', 'Asia/Shanghai')).toBe('2026-12-07 10:05 GMT+8');
    expect(reviewTime('2026-12-07 10:05:00', 'Europe/Lisbon')).toBe('2026-12-07 02:05 GMT+0');
    expect(reviewTime('2026-07-07T10:05:00+08:00', 'America/New_York')).toBe('2026-07-06 22:05 GMT-4');
    expect(reviewTime('not a time', 'UTC')).toBe('not a time');
  });
});

describe('the registration answers', () => {
  it('name the form’s fields and the region in words; anything else as the gateway sent it', () => {
    expect(answerLabelKey('fullName')).toBe('cards_full_name');
    expect(answerLabelKey('imv_id')).toBeNull();
    expect(answerValueKey('region', 'overseas')).toBe('review_region_overseas');
    expect(answerValueKey('region', 'Mars')).toBeNull();
    expect(answerValueKey('company', 'overseas')).toBeNull();
    const keys = [
      ...['fullName', 'company', 'jobTitle', 'phone', 'region'].map((f) => answerLabelKey(f)!),
      answerValueKey('region', 'domestic')!,
      answerValueKey('region', 'overseas')!,
    ];
    expect(keys.filter((k) => !(k in EN_US_ENTRIES))).toEqual([]);
  });
});
