import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from 'node:process';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { screenLoadsOf } from '../router';

/**
 * app/route-modules.json tells the build which lazy modules each address loads first, so the
 * server can name their chunks in the page it sends (route-preloads.ts). It is derived
 * from the router here, never written by hand: this test fails when the two differ, and
 * `UPDATE_ROUTE_MODULES=1` writes it anew.
 */
const file = path.join(__dirname, '..', 'route-modules.json');

// Every module a route may load lazily; a route loading anything else fails the test.
const candidates = import.meta.glob([
  '../../features/**/*-page.tsx',
  '../../features/payment/pages.tsx',
  '../layout/session-layout.tsx',
  '../../features/back-office/back-office-area.tsx',
]);
const underSrc = (key: string) => path.posix.join('app/__tests__', key);

async function routeModules(): Promise<Record<string, string[]>> {
  const loaded = await Promise.all(Object.entries(candidates).map(async ([key, load]) => [underSrc(key), (await load()) as Record<string, unknown>] as const));
  const moduleOf = (result: { default: unknown }) => {
    const found = loaded.find(([, exports]) => exports === result || Object.values(exports).includes(result.default));
    if (!found) throw new Error('a route loads a module outside the candidates of route-modules.test.ts');
    return found[0];
  };
  const table: Record<string, string[]> = {};
  for (const address of [...new Set(Object.values(paths))].sort()) {
    const modules = await Promise.all(screenLoadsOf(address).map(async (load) => moduleOf((await load()) as { default: unknown })));
    if (modules.length) table[address] = modules;
  }
  return table;
}

describe('the modules each address loads first', () => {
  it('are the ones route-modules.json names', async () => {
    const table = await routeModules();
    expect(table[paths.signIn]).toEqual(['app/layout/session-layout.tsx', 'features/sign-in/sign-in-page.tsx']);
    expect(table[paths.home]).toEqual(['features/home/home-page.tsx']);
    // The bare domain is sent on to home: it preloads home's screen.
    expect(table[paths.root]).toEqual(['features/home/home-page.tsx']);
    expect(table[paths.isBank]).toEqual(['features/payment/pages.tsx']);
    // One address a line, as Prettier keeps it.
    const lines = Object.entries(table).map(([address, modules]) => `  ${JSON.stringify(address)}: ${JSON.stringify(modules).replaceAll('","', '", "')}`);
    if (env.UPDATE_ROUTE_MODULES) writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
    expect(
      existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null,
      'app/route-modules.json is out of date: UPDATE_ROUTE_MODULES=1 npx vitest run --project web route-modules',
    ).toEqual(table);
  });
});
