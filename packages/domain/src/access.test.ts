import { describe, expect, it } from 'vitest';
import {
  benefitAllows,
  chatAuth,
  collectAuth,
  communicateAuth,
  contentVisible,
  visibilitiesFor,
  exhibitionAuth,
  exhibitorOnly,
  imAuth,
  liveAuth,
  loginCheck,
  orderAuth,
  permissionCheck,
  purchaserCheck,
  sendCardAuth,
  verificationState,
  type AccessContext,
} from './access.ts';

const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  userId: 'u1',
  host: 'browser',
  roleTypes: ['Attendee'],
  currentRole: 'Attendee',
  benefits: {
    IntentionOrderPermission: true,
    AppointmentNegotiation: true,
    LiveMeetingOrder: true,
    Collection: true,
    BusinessCard: true,
    MessageCenter: true,
  },
  chatRoles: [],
  exhibitorInstantMessaging: false,
  ...over,
});
const exhibitor = { roleTypes: ['Exhibition'] as const, currentRole: 'Exhibition' as const };

describe('login: a user without a userId is not logged in', () => {
  it('passes with a userId', () => expect(loginCheck(ctx())).toEqual({ ok: true }));
  it('shows the confirm-login dialog without one, and the My-page message inside zsapp', () => {
    expect(loginCheck(ctx({ userId: null }))).toEqual({
      ok: false,
      reason: 'notLoggedIn',
      dialog: 'confirmLogin',
    });
    expect(loginCheck(ctx({ userId: '', host: 'zsapp' }))).toEqual({
      ok: false,
      reason: 'notLoggedIn',
      dialog: 'zsappMyPage',
    });
  });
});

describe('benefits and permission: every required function key must be enabled', () => {
  it('lets a benefit check pass with no key, no benefits loaded, or the key enabled', () => {
    expect(benefitAllows(undefined, { Collection: false })).toBe(true);
    expect(benefitAllows('Collection', null)).toBe(true);
    expect(benefitAllows('Collection', { Collection: true })).toBe(true);
    expect(benefitAllows('Collection', { Collection: false })).toBe(false);
    expect(benefitAllows('Collection', {})).toBe(false);
  });

  it('needs every required key and names the missing ones', () => {
    const c = ctx({ benefits: { BusinessCard: true, MessageCenter: false } });
    expect(permissionCheck(c, ['BusinessCard'])).toEqual({ ok: true });
    expect(permissionCheck(c, ['BusinessCard', 'MessageCenter', 'Collection'])).toEqual({
      ok: false,
      reason: 'noPermission',
      missing: ['MessageCenter', 'Collection'],
    });
  });
});

describe('purchaser: an attendee role, or the exhibitor role when allowed', () => {
  it('accepts an attendee or a purchaser, and an exhibitor only when allowed', () => {
    expect(purchaserCheck(ctx())).toEqual({ ok: true });
    expect(purchaserCheck(ctx({ roleTypes: ['Purchaser'], currentRole: 'Purchaser' }))).toEqual({ ok: true });
    expect(purchaserCheck(ctx(exhibitor))).toEqual({
      ok: false,
      reason: 'wrongRole',
      needs: ['Attendee', 'Purchaser'],
    });
    expect(purchaserCheck(ctx(exhibitor), true)).toEqual({ ok: true });
  });

  it('asks to choose when several roles qualify and the current one does not', () => {
    const c = ctx({ roleTypes: ['Exhibition', 'Attendee', 'Purchaser'], currentRole: 'Exhibition' });
    expect(purchaserCheck(c)).toEqual({ ok: false, reason: 'chooseRole', among: ['Attendee', 'Purchaser'] });
    // A single qualifying role: the caller switches to it.
    expect(purchaserCheck(ctx({ roleTypes: ['Exhibition', 'Attendee'], currentRole: 'Exhibition' }))).toEqual(
      {
        ok: true,
      },
    );
  });
});

describe('gated actions: login, then role, then function keys', () => {
  it('checks exhibition auth in order: login, purchaser, permission', () => {
    expect(exhibitionAuth(ctx({ userId: null, ...exhibitor, benefits: {} }), ['Collection'])).toMatchObject({
      reason: 'notLoggedIn',
    });
    expect(exhibitionAuth(ctx({ ...exhibitor, benefits: {} }), ['Collection'])).toMatchObject({
      reason: 'wrongRole',
    });
    expect(exhibitionAuth(ctx({ benefits: {} }), ['Collection'])).toMatchObject({ reason: 'noPermission' });
  });

  it('needs IntentionOrderPermission for orders', () => {
    expect(orderAuth(ctx())).toEqual({ ok: true });
    expect(orderAuth(ctx({ benefits: { IntentionOrderPermission: false } }))).toMatchObject({
      missing: ['IntentionOrderPermission'],
    });
  });

  it('lets exhibitors chat only when the chat roles include ExhibitorToExhibitor', () => {
    expect(chatAuth(ctx(exhibitor))).toMatchObject({ reason: 'wrongRole' });
    expect(chatAuth(ctx({ ...exhibitor, chatRoles: ['ExhibitorToExhibitor'] }))).toEqual({ ok: true });
    expect(chatAuth(ctx({ benefits: { AppointmentNegotiation: false } }))).toMatchObject({
      reason: 'noPermission',
    });
  });

  it('lets anyone logged in into a live; a buyer needs LiveMeetingOrder', () => {
    expect(liveAuth(ctx({ ...exhibitor, benefits: { LiveMeetingOrder: false } }))).toEqual({ ok: true });
    expect(liveAuth(ctx({ benefits: { LiveMeetingOrder: false } }))).toMatchObject({
      missing: ['LiveMeetingOrder'],
    });
    expect(liveAuth(ctx({ userId: null }))).toMatchObject({ reason: 'notLoggedIn' });
  });

  it('collects for attendees and exhibitors with Collection', () => {
    expect(collectAuth(ctx(exhibitor))).toEqual({ ok: true });
    expect(collectAuth(ctx({ roleTypes: ['Agency'], currentRole: 'Agency' }))).toMatchObject({
      reason: 'wrongRole',
    });
    expect(collectAuth(ctx({ benefits: { Collection: false } }))).toMatchObject({ missing: ['Collection'] });
  });

  it('opens instant messaging to exhibitors only when the event enables it', () => {
    expect(imAuth(ctx())).toEqual({ ok: true });
    expect(imAuth(ctx(exhibitor))).toMatchObject({ reason: 'wrongRole' });
    expect(imAuth(ctx({ ...exhibitor, exhibitorInstantMessaging: true }))).toEqual({ ok: true });
  });

  it('needs BusinessCard to send a card and MessageCenter to communicate', () => {
    expect(sendCardAuth(ctx({ benefits: { BusinessCard: false } }))).toMatchObject({
      missing: ['BusinessCard'],
    });
    expect(communicateAuth(ctx({ benefits: { MessageCenter: false } }))).toMatchObject({
      missing: ['MessageCenter'],
    });
    expect(sendCardAuth(ctx(exhibitor))).toEqual({ ok: true });
  });

  it('keeps exhibitor-only actions to exhibitors', () => {
    expect(exhibitorOnly(ctx(exhibitor))).toEqual({ ok: true });
    expect(exhibitorOnly(ctx())).toEqual({ ok: false, reason: 'wrongRole', needs: ['Exhibition'] });
  });
});

describe('verification and visibility', () => {
  it('treats statusCode 1 as fine and links 4, 8, 12 to their location', () => {
    expect(verificationState({ statusCode: 1, message: '', location: '' })).toEqual({ ok: true });
    for (const statusCode of [4, 8, 12]) {
      expect(verificationState({ statusCode, message: 'verify', location: 'https://v.example/x' })).toEqual({
        ok: false,
        verifyAt: 'https://v.example/x',
        message: 'verify',
      });
    }
    expect(verificationState({ statusCode: 4, message: 'm', location: '' })).toMatchObject({
      verifyAt: null,
    });
    expect(verificationState({ statusCode: 2, message: 'm', location: 'https://v.example' })).toMatchObject({
      verifyAt: null,
    });
  });

  it('shows restricted content only to registered buyers of the right region', () => {
    expect(contentVisible('all', { registered: false, region: null })).toBe(true);
    expect(contentVisible('registeredDomestic', { registered: true, region: 'domestic' })).toBe(true);
    expect(contentVisible('registeredDomestic', { registered: true, region: 'overseas' })).toBe(false);
    expect(contentVisible('registeredOverseas', { registered: false, region: 'overseas' })).toBe(false);
    expect(contentVisible('registeredOverseas', { registered: true, region: 'overseas' })).toBe(true);
  });

  it('gives lists the same rule as a set of visibilities', () => {
    expect(visibilitiesFor({ registered: false, region: null })).toEqual(['all']);
    expect(visibilitiesFor({ registered: false, region: 'overseas' })).toEqual(['all']);
    expect(visibilitiesFor({ registered: true, region: 'domestic' })).toEqual(['all', 'registeredDomestic']);
    expect(visibilitiesFor({ registered: true, region: 'overseas' })).toEqual(['all', 'registeredOverseas']);
  });
});
