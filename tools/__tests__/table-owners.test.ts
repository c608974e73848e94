import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverSrc = path.join(root, 'apps/server/src');

/** Not capabilities: the schema's history, the demo data and the test kit write every table freely; tests neither. */
const notScannedAtTop = new Set(['seed', 'db', 'testing']);

/** Tables whose owner is fixed by the architecture, not by who happens to write them. */
const requiredOwners: Record<string, string> = { accrual: 'ledger', collection: 'ledger', collection_line: 'ledger' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === '__tests__' || (dir === serverSrc && notScannedAtTop.has(entry.name))) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** modules/<name>, or the top folder under src (ledger, accounts, platform, …). */
function capabilityOf(relative: string): string {
  const parts = relative.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : relative;
}

/** Every table a source text writes, in any layout: `.insertInto(\n  'table as t'` counts. */
function writtenTables(source: string): string[] {
  const found = [...source.matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*(['"`])([a-z_][a-z0-9_]*)(?:\s+as\s+[a-z_][a-z0-9_]*)?\1/gi)];
  return found.map((m) => m[2]!);
}

/** table → capability → files that write it. */
function writers(): Map<string, Map<string, Set<string>>> {
  const byTable = new Map<string, Map<string, Set<string>>>();
  for (const file of sourceFiles(serverSrc)) {
    const relative = path.relative(serverSrc, file).split(path.sep).join('/');
    for (const table of writtenTables(readFileSync(file, 'utf8'))) {
      const byCapability = byTable.get(table) ?? new Map<string, Set<string>>();
      const files = byCapability.get(capabilityOf(relative)) ?? new Set<string>();
      files.add(relative);
      byCapability.set(capabilityOf(relative), files);
      byTable.set(table, byCapability);
    }
  }
  return byTable;
}

const describeWriters = (byCapability: Map<string, Set<string>>) => [...byCapability].map(([capability, files]) => `${capability}: ${[...files].sort().join(', ')}`).join('; ');

describe('every table is written by one capability (docs/architecture.md, "Who owns which table")', () => {
  it('finds writes in every form the code uses', () => {
    const source = `db.insertInto('complaint').values(x); trx\n  .updateTable(\n    'subscription as s'\n  ); db.deleteFrom("stored_file")`;
    expect(writtenTables(source)).toEqual(['complaint', 'subscription', 'stored_file']);
    expect(capabilityOf('modules/water/cancellation-repo.ts')).toBe('modules/water');
    expect(capabilityOf('platform/file-repo.ts')).toBe('platform');
  });

  it('has exactly one writing capability per table', () => {
    const all = writers();
    expect(all.size).toBeGreaterThan(20);
    const offences = [...all]
      .filter(([, byCapability]) => byCapability.size > 1)
      .map(([table, byCapability]) => `${table} is written by ${byCapability.size} capabilities: ${describeWriters(byCapability)}`);
    expect(offences, offences.join('\n')).toEqual([]);
  });

  it('leaves the ledger the owner of the money tables', () => {
    const all = writers();
    const offences = Object.entries(requiredOwners).flatMap(([table, owner]) => {
      const byCapability = all.get(table);
      if (!byCapability) return [`${table} is written nowhere: the check is out of date`];
      const others = new Map([...byCapability].filter(([capability]) => capability !== owner));
      return others.size > 0 ? [`${table} belongs to ${owner} but is written by ${describeWriters(others)}`] : [];
    });
    expect(offences, offences.join('\n')).toEqual([]);
  });
});
