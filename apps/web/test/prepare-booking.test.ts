import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentRole } from '@showfloor/contracts';

// The gate and the dialogs are the access layer's own (tested with it); here only what prepareBooking decides.
const state = vi.hoisted(() => ({
  passed: true,
  stored: null as TCurrentRole | null,
  dialogs: [] as string[],
}));
vi.mock('../src/components/access/use-gate.ts', () => ({ guard: () => Promise.resolve(state.passed) }));
vi.mock('../src/components/access/access-dialog.tsx', () => ({
  showAccessDialog: (d: { kind: string }) => {
    state.dialogs.push(d.kind);
    return Promise.resolve('ok');
  },
}));
vi.mock('../src/lib/session/current-role.ts', () => ({ readCurrentRole: () => state.stored }));
vi.mock('../src/lib/auth-session.ts', () => ({ getSessionUserId: () => ACCOUNT, isLoggedIn: () => true }));

const ACCOUNT = 'ac000000-2026-4000-8000-00000000000b';
const OWN_ORG = 'd1000000-2026-4000-8000-000000000001';
const OTHER_ORG = 'd1000000-2026-4000-8000-000000000005';

const { prepareBooking } = await import('../src/features/booking/hooks/prepare-booking.ts');
const { getQueryClient } = await import('../src/lib/query-client.ts');
const { userInfoOptions } = await import('../src/lib/session/queries.ts');

beforeEach(() => {
  state.passed = true;
  state.stored = null;
  state.dialogs = [];
  getQueryClient().setQueryData(userInfoOptions(ACCOUNT).queryKey, {
    accountId: ACCOUNT,
    userId: ACCOUNT,
    uid: ACCOUNT,
    fullName: 'Ethan Exhibitor',
    tenantId: 't',
    topOrgId: 'top',
    loginUserId: ACCOUNT,
    orgs: [{ id: OWN_ORG, name: 'Zhongcheng', orgAccountStatus: 1 }],
  });
});

describe('prepareBooking: never with the visitor’s own organization', () => {
  it('refuses a member of the organization before the role resolution has stored a role (just signed in)', async () => {
    expect(await prepareBooking(OWN_ORG)).toBe('exhibitors');
    expect(state.dialogs).toEqual(['booking-exhibitors']);
  });

  it('refuses when the stored role acts in that organization', async () => {
    getQueryClient().removeQueries();
    state.stored = { orgId: OWN_ORG, role: 'Exhibition' };
    expect(await prepareBooking(OWN_ORG)).toBe('exhibitors');
  });

  it('opens the dialog for another organization', async () => {
    expect(await prepareBooking(OTHER_ORG)).toBe('ok');
    expect(state.dialogs).toEqual([]);
  });

  it('asks nothing more of a visitor the gate refused', async () => {
    state.passed = false;
    expect(await prepareBooking(OWN_ORG)).toBe('noAuth');
    expect(state.dialogs).toEqual([]);
  });
});
