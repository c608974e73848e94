import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.join(root, 'tools/eslint/__fixtures__');

const importRules = new Set(['local/import-layers', 'local/capability-boundaries', 'import-x/no-cycle']);

/** What the repository's own rules say of a fixture file (the normal lint run ignores the fixtures). */
async function problems(file: string, rules: ReadonlySet<string> = importRules): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([path.join(fixtures, file)]);
  return result!.messages.filter((m) => rules.has(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import direction is enforced by lint (issue 19 item 5)', () => {
  it('refuses a platform file that imports a module, and the cycle it closes', async () => {
    const found = await problems('apps/server/src/platform/notice-limit.ts');
    expect(found).toContainEqual(expect.stringMatching(/^local\/import-layers: platform must not import modules/));
    expect(found).toContainEqual(expect.stringMatching(/^import-x\/no-cycle:/));
  });

  it('refuses a web lib file that imports the app shell', async () => {
    expect(await problems('apps/web/src/lib/notice-path.ts')).toEqual([expect.stringMatching(/^local\/import-layers: lib must not import app/)]);
  });

  it('lets seeds use modules, features use lib, and a type name cross upward', async () => {
    expect(await problems('apps/server/src/seed/notices.ts')).toEqual([]);
    expect(await problems('apps/web/src/features/notices/notice-link.ts')).toEqual([]);
    expect(await problems('apps/server/src/platform/notice-type.ts')).toEqual([]);
  });
});

describe('SQL lives in repository files (issue 19 item 3)', () => {
  const sqlRule = new Set(['no-restricted-syntax']);

  it('refuses a query and an SQL template in a service file', async () => {
    expect(await problems('apps/server/src/modules/notices/notice-count.ts', sqlRule)).toEqual([
      'no-restricted-syntax: Queries belong in a repository file (*-repo.ts).',
      'no-restricted-syntax: SQL belongs in a repository file (*-repo.ts).',
    ]);
  });

  it('lets a repository file hold them', async () => {
    expect(await problems('apps/server/src/modules/notices/notice-repo.ts', sqlRule)).toEqual([]);
  });
});
