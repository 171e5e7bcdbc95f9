import { describe, expect, it } from 'vitest';
import { visitSourceOf } from './visit-source.ts';

describe('a visit source', () => {
  it('is read from the three params the spec names, trimmed, and nothing else', () => {
    const search = new URLSearchParams('imv_id=inv-42&f_ptype=%20share%20&agencyId=ag-7&uid=u1&tab=x');
    expect(visitSourceOf((n) => search.get(n))).toEqual({
      imv_id: 'inv-42',
      f_ptype: 'share',
      agencyId: 'ag-7',
    });
  });

  it('leaves out empty, overlong and non-text values', () => {
    const form: Record<string, unknown> = { imv_id: '', f_ptype: 'x'.repeat(65), agencyId: ['a', 'b'] };
    expect(visitSourceOf((n) => form[n])).toEqual({});
    expect(visitSourceOf((n) => ({ agencyId: 'ag' })[n])).toEqual({ agencyId: 'ag' });
  });
});
