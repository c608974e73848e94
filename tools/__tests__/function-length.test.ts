import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scannedFolders = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/** A function should fit on a screen (docs/house-style.md, "Small files"); 120 lines is where a reader has surely lost its start. */
const MAX_LINES = 120;

/** Files whose long functions are no code to split, and why. */
const exceptions: { pattern: RegExp; why: string }[] = [
  { pattern: /(^|\/)__tests__\//, why: 'a test reads as one story from arrange to assert' },
  { pattern: /(^|\/)testing\//, why: 'the test kit (render helpers, MSW handlers, test databases) is test code' },
  { pattern: /-texts\.ts$/, why: 'translation tables are data: one call registers a language, and splitting it only scatters the keys' },
  { pattern: /\/db\/migrations\//, why: 'a migration is a frozen schema definition; it is never edited once shipped' },
];

const isExcepted = (relative: string) => exceptions.some(({ pattern }) => pattern.test(relative));

interface LongFunction {
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) return parent.name.getText(source);
  return '(anonymous)';
}

const isCountedFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  (ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)) &&
  node.body !== undefined;

/** Every function, nested ones too, longer than `limit` lines from its first token (a doc comment does not count) to its last. */
function longFunctions(fileName: string, text: string, limit: number): LongFunction[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isCountedFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > limit) found.push({ line: first + 1, name: nameOf(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe(`no function is longer than ${MAX_LINES} lines (docs/house-style.md, "Small files")`, () => {
  it('counts declarations, expressions, arrows and methods, nested ones too, by their own lines', () => {
    const source = [
      '/** A doc comment is not counted. */',
      'export function declared() {',
      '  const arrow = () => {',
      '    return 1;',
      '  };',
      '  return arrow();',
      '}',
      'const expressed = function () {',
      '  return 2;',
      '};',
      'class Shape {',
      '  area() {',
      '    return 3;',
      '  }',
      '}',
      'const short = () => 4;',
    ].join('\n');
    expect(longFunctions('example.ts', source, 2)).toEqual([
      { line: 2, name: 'declared', lines: 6 },
      { line: 3, name: 'arrow', lines: 3 },
      { line: 8, name: 'expressed', lines: 3 },
      { line: 12, name: 'area', lines: 3 },
    ]);
    expect(longFunctions('example.ts', source, 6)).toEqual([]);
    expect(longFunctions('form.tsx', 'export function Form() {\n  return (\n    <div>\n      <span />\n    </div>\n  );\n}', 5)).toEqual([{ line: 1, name: 'Form', lines: 7 }]);
  });

  it('skips only tests, the test kit, translation tables and migrations', () => {
    expect(isExcepted('apps/web/src/features/debts/__tests__/debts-page.test.tsx')).toBe(true);
    expect(isExcepted('apps/web/src/testing/render-app.tsx')).toBe(true);
    expect(isExcepted('apps/web/src/features/debts/debts-texts.ts')).toBe(true);
    expect(isExcepted('apps/server/src/db/migrations/2026-11-22T19-00-identity.ts')).toBe(true);
    expect(isExcepted('apps/web/src/features/debts/components/debt-table.tsx')).toBe(false);
    expect(isExcepted('apps/server/src/seed/ledger.ts')).toBe(false);
  });

  it('finds none in the apps and the contract', () => {
    const files = scannedFolders.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(500);
    const offences = files.flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (isExcepted(relative)) return [];
      return longFunctions(file, readFileSync(file, 'utf8'), MAX_LINES).map((f) => `${relative}:${f.line} ${f.name} has ${f.lines} lines`);
    });
    expect(offences, offences.join('\n')).toEqual([]);
  });
});
