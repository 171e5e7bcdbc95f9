import { describe, expect, it } from 'vitest';
import { hasAuthParams } from '../src/lib/auth-param-names.ts';
import { planAuthParams, safeReturnPath, withoutParams } from '../src/lib/auth-params.ts';

const ME = 'a1b2c3d4-0000-4000-8000-000000000001';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002';
const q = (s: string) => new URLSearchParams(s);

describe('planAuthParams: uid, code, miniProgramNotLogin and urf_ticket', () => {
  it('is null for an address without auth params (noContent keeps its own code)', () => {
    expect(planAuthParams(q(''), ME)).toBeNull();
    expect(planAuthParams(q('code=1001&routeName=client.exhibitor'), ME)).toBeNull();
  });

  it.each([
    ['uid of the logged-in user: nothing to clear', `uid=${ME}`, ME, []],
    ['uid in another case is the same user', `uid=${ME.toUpperCase()}`, ME, []],
    [
      'uid of someone else: the stored login is cleared',
      `uid=${OTHER}`,
      ME,
      [{ kind: 'clearLogin', reason: 'otherUser' }],
    ],
    ['uid while nobody is logged in: nothing to clear', `uid=${OTHER}`, null, []],
    ['empty uid: nothing to clear', 'uid=', ME, []],
    [
      'miniProgramNotLogin while logged in',
      'miniProgramNotLogin=1',
      ME,
      [{ kind: 'clearLogin', reason: 'miniProgramNotLogin' }],
    ],
    [
      'miniProgramNotLogin as a bare flag',
      'miniProgramNotLogin',
      ME,
      [{ kind: 'clearLogin', reason: 'miniProgramNotLogin' }],
    ],
    ['miniProgramNotLogin=false says the opposite', 'miniProgramNotLogin=false', ME, []],
    ['miniProgramNotLogin while logged out', 'miniProgramNotLogin=1', null, []],
  ])('%s', (_name, search, user, steps) => {
    const plan = planAuthParams(q(search), user);
    expect(plan?.steps).toEqual(steps);
    expect(plan?.remove.length).toBeGreaterThan(0);
  });

  it('clears once when both uid and miniProgramNotLogin say so', () => {
    const plan = planAuthParams(q(`miniProgramNotLogin=1&uid=${OTHER}`), ME);
    expect(plan?.steps).toEqual([{ kind: 'clearLogin', reason: 'miniProgramNotLogin' }]);
    expect(plan?.remove).toEqual(['miniProgramNotLogin', 'uid']);
  });

  it('exchanges an urf_ticket after clearing a foreign login', () => {
    const plan = planAuthParams(q(`uid=${OTHER}&urf_ticket=T0123456789abcdefXYZ`), ME);
    expect(plan?.steps).toEqual([
      { kind: 'clearLogin', reason: 'otherUser' },
      { kind: 'exchangeTicket', ticket: 'T0123456789abcdefXYZ' },
    ]);
    expect(plan?.remove).toEqual(['uid', 'urf_ticket']);
  });

  it('removes an empty urf_ticket without exchanging it', () => {
    expect(planAuthParams(q('urf_ticket='), null)).toEqual({ steps: [], remove: ['urf_ticket'] });
  });

  it('completes a redirect sign-in (code and state) and removes its response params', () => {
    const plan = planAuthParams(q('code=abc&state=xyz&iss=https%3A%2F%2Fh%2Fsso&tab=1'), null);
    expect(plan).toEqual({ steps: [{ kind: 'completeRedirect' }], remove: ['code', 'state', 'iss'] });
  });

  it('leaves code and state to the page that completes sign-ins itself', () => {
    expect(planAuthParams(q('code=abc&state=xyz'), null, true)).toBeNull();
  });

  it('agrees with the first chunk’s cheap test', () => {
    for (const s of [
      '',
      'code=1',
      'code=1&state=2',
      'uid=x',
      'urf_ticket=t',
      'miniProgramNotLogin',
      'state=1',
      'a=b',
    ]) {
      expect(hasAuthParams(q(s))).toBe(planAuthParams(q(s), ME) !== null);
    }
  });
});

describe('withoutParams', () => {
  it('drops the handled params and empty values, keeping the rest in order', () => {
    expect(
      withoutParams('/m/en-US/exhibitor/x', q('a=1&uid=u&b=&c=3&urf_ticket=t'), ['uid', 'urf_ticket']),
    ).toBe('/m/en-US/exhibitor/x?a=1&c=3');
    expect(withoutParams('/m/en-US/account', q('uid=u'), ['uid'])).toBe('/m/en-US/account');
  });
});

describe('safeReturnPath', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnPath('/m/en-US/exhibitor/x?y=1', '/m/en-US')).toBe('/m/en-US/exhibitor/x?y=1');
    expect(safeReturnPath('https://evil.example/phish', '/m/en-US')).toBe('/m/en-US');
    expect(safeReturnPath('//evil.example/phish', '/m/en-US')).toBe('/m/en-US');
    expect(safeReturnPath(null, '/m/en-US')).toBe('/m/en-US');
    expect(safeReturnPath('', '/m/zh-CN')).toBe('/m/zh-CN');
  });
});
