import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../packages/contract/src/errors';

describe('the error catalogue', () => {
  it('holds every code of every area file, each code in one area only', async () => {
    const folder = new URL('../../packages/contract/src/errors/', import.meta.url);
    const areas = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'entry.ts');
    const codes: string[] = [];
    for (const file of areas) {
      const module = (await import(new URL(file, folder).href)) as Record<string, Record<string, unknown>>;
      for (const entries of Object.values(module)) codes.push(...Object.keys(entries));
    }
    expect(areas.length).toBeGreaterThan(10);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    expect(codes.toSorted()).toEqual(Object.keys(errorCatalogue).toSorted());
  });
});
