import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '..';
import { rules } from '../../form-validator';
import { loadEnglishValidationMessages, localizeMessage } from '../validation-messages';

const root = path.resolve(__dirname, '../../../../../..');
const filesIn = (dir: string, match: RegExp): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : filesIn(full, match);
    return match.test(name) ? [full] : [];
  });

// Where the forms' messages are written: the shared schemas and validators, and the web's form schemas.
const messageFiles = [
  ...['identity-schemas.ts', 'schemas.ts', 'turkish-messages.ts'].map((f) => path.join(root, 'packages/contract/src', f)),
  ...filesIn(path.join(root, 'packages/contract/src/validators'), /\.ts$/),
  ...filesIn(path.join(root, 'apps/web/src/lib/forms'), /\.ts$/),
  path.join(root, 'apps/web/src/lib/form-validator.ts'),
  ...filesIn(path.join(root, 'apps/web/src/features'), /schema\.ts$/),
];
// A sentence: a capital first letter, a full stop at the end, not a name in capitals.
const sentences = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/'([A-ZÇĞİÖŞÜ][^'\n]{3,}\.)'/g)].map((m) => m[1]!).filter((text) => text !== text.toLocaleUpperCase('tr-TR'));

afterEach(() => i18next.changeLanguage('tr'));

describe('validation messages in English', () => {
  it('has an English text for every message the form schemas write', async () => {
    await i18next.changeLanguage('en');
    await loadEnglishValidationMessages();
    const all = messageFiles.flatMap((file) => sentences(file).map((text) => ({ file: path.relative(root, file), text })));
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter(({ text }) => localizeMessage(text) === text)).toEqual([]);
  });

  it('puts the numbers of the form rules into the English text', async () => {
    await i18next.changeLanguage('en');
    await loadEnglishValidationMessages();
    expect(localizeMessage(rules.minInteger(3)('1') ?? '')).toBe('Must be at least 3.');
    expect(localizeMessage(rules.maxDecimal(2.5)('9') ?? '')).toBe('Must be at most 2,5.');
    expect(localizeMessage(rules.maxLength(5)('abcdefg') ?? '')).toBe('You can enter at most 5 characters.');
  });

  it('leaves Turkish as written', async () => {
    await i18next.changeLanguage('tr');
    expect(localizeMessage('Şifrenizi giriniz.')).toBe('Şifrenizi giriniz.');
    expect(localizeMessage(undefined)).toBeUndefined();
  });
});
