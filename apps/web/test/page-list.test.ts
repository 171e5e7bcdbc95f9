import { MOBILE_PAGES } from '@showfloor/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router.tsx';

/** Every page pattern under /m/:lang the router declares ('*' catch-alls are the not-found page, not pages). */
function pagesOf(list: readonly RouteObject[], prefix: string[]): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.path ? [...prefix, r.path] : prefix;
    const own =
      r.index || (r.path && !r.children) || (r.path && r.children?.some((c) => c.index))
        ? [here.join('/')]
        : [];
    return [...own, ...pagesOf(r.children ?? [], here)];
  });
}

describe('the page list the gateway answers 404 by', () => {
  it('is exactly the pages of the router under /m/:lang', () => {
    const lang = routes[0]!.children!.find((r) => r.path === '/m/:lang')!;
    const declared = [...new Set(pagesOf(lang.children ?? [], []))].sort();
    expect(declared).toEqual([...MOBILE_PAGES].sort());
  });
});
