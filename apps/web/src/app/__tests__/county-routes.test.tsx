import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { routesForMunicipality } from '../router';

const county = (CountyCode: number, ShowMatrimonyPaymentMenu = true) => routesForMunicipality({ CountyCode, ShowMatrimonyPaymentMenu });

const allPaths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : []), ...allPaths(r.children ?? [])]);

describe('county routes', () => {
  it('registers /FastPaymentForMatrimony for Antakya (2080) only, and only while its file keeps it on', () => {
    expect(allPaths(county(2080))).toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(county(2080, false))).not.toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(county(33))).not.toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(county(1476))).not.toContain(paths.fastPaymentForMatrimony);
    expect(allPaths(routesForMunicipality(undefined))).not.toContain(paths.fastPaymentForMatrimony);
  });

  it('keeps the other screens, with the catch-all last, in both', () => {
    for (const code of [2080, 1476]) {
      const list = allPaths(county(code));
      expect(list).toContain(paths.fastPayment);
      expect(list).toContain(paths.debtQuestioning);
      expect(list.at(-1)).toBe('*');
    }
  });
});
