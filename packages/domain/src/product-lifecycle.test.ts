import { describe, expect, it } from 'vitest';
import {
  EXHIBITOR_PRODUCT_ACTIONS,
  PRODUCT_DECISIONS,
  PRODUCT_STATES,
  type TProductAction,
  type TProductState,
  type TRevisionState,
} from '@showfloor/contracts';
import { type ProductLife, productAwaitsReview, productStep } from './product-lifecycle.ts';

const life = (
  state: TProductState,
  revision: TRevisionState | null = null,
  approved = false,
): ProductLife => ({
  state,
  revision,
  approved,
});

/** Where each action takes a product in each state ('-' refused), without a revision waiting. */
const TABLE: Record<TProductState, Record<TProductAction, TProductState | '-'>> = {
  pendingReview: {
    edit: 'pendingReview',
    list: '-',
    delist: '-',
    delete: 'pendingReview',
    approve: 'pendingListing',
    reject: 'rejected',
    needsModification: 'needsModification',
    ban: 'banned',
    unban: '-',
  },
  needsModification: {
    edit: 'pendingReview',
    list: '-',
    delist: '-',
    delete: 'needsModification',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: 'banned',
    unban: '-',
  },
  rejected: {
    edit: 'pendingReview',
    list: '-',
    delist: '-',
    delete: 'rejected',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: 'banned',
    unban: '-',
  },
  pendingListing: {
    edit: 'pendingListing',
    list: 'listed',
    delist: '-',
    delete: 'pendingListing',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: 'banned',
    unban: '-',
  },
  listed: {
    edit: 'listed',
    list: '-',
    delist: 'delisted',
    delete: 'listed',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: 'banned',
    unban: '-',
  },
  delisted: {
    edit: 'delisted',
    list: 'listed',
    delist: '-',
    delete: 'delisted',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: 'banned',
    unban: '-',
  },
  banned: {
    edit: '-',
    list: '-',
    delist: '-',
    delete: '-',
    approve: '-',
    reject: '-',
    needsModification: '-',
    ban: '-',
    unban: 'delisted',
  },
};

const APPROVED: readonly TProductState[] = ['pendingListing', 'listed', 'delisted', 'banned'];

describe('productStep: each state and action, by the actor allowed to take it', () => {
  for (const state of PRODUCT_STATES) {
    for (const action of [...EXHIBITOR_PRODUCT_ACTIONS, ...PRODUCT_DECISIONS]) {
      const actor = (EXHIBITOR_PRODUCT_ACTIONS as readonly string[]).includes(action)
        ? 'exhibitor'
        : 'organizer';
      const expected = TABLE[state][action];
      it(`${actor} ${action} on ${state} -> ${expected}`, () => {
        const got = productStep(life(state, null, APPROVED.includes(state)), action, actor);
        if (expected === '-') expect(got).toEqual({ ok: false, reason: 'state' });
        else expect(got.ok && got.next.state).toBe(expected);
      });
      const other = actor === 'exhibitor' ? 'organizer' : 'exhibitor';
      it(`${other} may never ${action} (${state})`, () => {
        expect(productStep(life(state, null, true), action, other)).toEqual({ ok: false, reason: 'actor' });
      });
    }
  }
});

describe('revisions of an approved product', () => {
  it('an edit of a listed product is a revision: the product stays listed', () => {
    const got = productStep(life('listed', null, true), 'edit', 'exhibitor');
    expect(got).toEqual({ ok: true, next: life('listed', 'pendingReview', true), applyRevision: false });
  });

  it('approving the revision applies it and keeps the state', () => {
    const got = productStep(life('listed', 'pendingReview', true), 'approve', 'organizer');
    expect(got).toEqual({ ok: true, next: life('listed', null, true), applyRevision: true });
  });

  it('a revision sent back or rejected leaves the approved content and state alone', () => {
    expect(productStep(life('delisted', 'pendingReview', true), 'needsModification', 'organizer')).toEqual({
      ok: true,
      next: life('delisted', 'needsModification', true),
      applyRevision: false,
    });
    expect(productStep(life('listed', 'pendingReview', true), 'reject', 'organizer')).toEqual({
      ok: true,
      next: life('listed', 'rejected', true),
      applyRevision: false,
    });
  });

  it('a revision sent back is edited again into review; a decided one cannot be decided twice', () => {
    expect(productStep(life('listed', 'needsModification', true), 'edit', 'exhibitor')).toMatchObject({
      next: life('listed', 'pendingReview', true),
    });
    expect(productStep(life('listed', 'needsModification', true), 'approve', 'organizer')).toEqual({
      ok: false,
      reason: 'state',
    });
  });

  it('the exhibitor lists and delists while a revision waits; visitors see the approved content', () => {
    expect(productStep(life('listed', 'pendingReview', true), 'delist', 'exhibitor')).toMatchObject({
      next: life('delisted', 'pendingReview', true),
    });
  });

  it('a ban drops a waiting revision; lifting it puts an approved product back on the shelf, delisted', () => {
    expect(productStep(life('listed', 'pendingReview', true), 'ban', 'organizer')).toMatchObject({
      next: life('banned', null, true),
    });
    expect(productStep(life('banned', null, true), 'unban', 'organizer')).toMatchObject({
      next: life('delisted', null, true),
    });
  });

  it('lifting the ban of a never-approved product sends it back to review, never to the shelf', () => {
    expect(productStep(life('banned', null, false), 'unban', 'organizer')).toMatchObject({
      next: life('pendingReview', null, false),
    });
  });

  it('a first approval marks the product approved', () => {
    expect(productStep(life('pendingReview'), 'approve', 'organizer')).toMatchObject({
      next: life('pendingListing', null, true),
    });
  });
});

describe('productAwaitsReview', () => {
  it.each([
    [life('pendingReview'), true],
    [life('listed', 'pendingReview', true), true],
    [life('listed', 'needsModification', true), false],
    [life('needsModification'), false],
    [life('listed', null, true), false],
  ])('%o -> %s', (l, expected) => expect(productAwaitsReview(l)).toBe(expected));
});
