import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { routesForCounty } from '../router';

const allPaths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...allPaths(r.children ?? [])]);

describe('county routes', () => {
  it('registers /FastPaymentForMatrimony for Antakya (2080) only', () => {
    expect(allPaths(routesForCounty(2080))).toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(routesForCounty(33))).not.toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(routesForCounty(undefined))).not.toContain(paths.fastPaymentForMatrimony);
  });

  it('keeps the other screens, with the catch-all last, in both', () => {
    for (const county of [2080, 1476]) {
      const list = allPaths(routesForCounty(county));
      expect(list).toContain(paths.fastPayment);
      expect(list).toContain(paths.debtQuestioning);
      expect(list.at(-1)).toBe('*');
    }
  });
});
