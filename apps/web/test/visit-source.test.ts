import { describe, expect, it } from 'vitest';
import { sourceOf } from '../src/lib/visit-source.ts';

describe('a visit source', () => {
  it('is read from the three params the spec names, trimmed, and nothing else', () => {
    const search = new URLSearchParams('imv_id=inv-42&f_ptype=%20share%20&agencyId=ag-7&uid=u1&tab=x');
    expect(sourceOf(search)).toEqual({ imv_id: 'inv-42', f_ptype: 'share', agencyId: 'ag-7' });
  });

  it('leaves out empty and overlong values', () => {
    const search = new URLSearchParams(`imv_id=&f_ptype=${'x'.repeat(65)}&agencyId=ag`);
    expect(sourceOf(search)).toEqual({ agencyId: 'ag' });
  });
});
