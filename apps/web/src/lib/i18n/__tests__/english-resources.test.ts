import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18next } from '..';

// Every text module registers its namespace; loading them all gives the whole resource set.
const textModules = import.meta.glob('../../../**/*-texts.ts', { eager: true });
for (const module of Object.values(textModules)) {
  for (const value of Object.values(module as Record<string, unknown>)) {
    if (typeof value === 'function') (value as () => void)();
    else if (value && typeof value === 'object' && typeof (value as { register?: unknown }).register === 'function') (value as { register(): void }).register();
  }
}

const leafKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, prefix ? `${prefix}.${key}` : key)) : [prefix];
const bundle = (language: string, ns: string) => (i18next.getResourceBundle(language, ns) ?? {}) as Record<string, unknown>;
const namespaces = () => Object.keys(i18next.store.data.tr ?? {});
/** Texts that are Turkish in English on purpose: the button that switches to Turkish. */
const turkishOnPurpose = new Set(['common:language.switchTo']);

const src = path.resolve(__dirname, '../../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

/** The `t('key')` calls of a file with the namespaces its `useTranslation` calls name. */
function usedKeys(file: string): { namespaces: string[]; keys: { key: string; ns?: string }[] } {
  const text = readFileSync(file, 'utf8');
  const named = [...text.matchAll(/useTranslation\(\s*'([^']+)'/g)].map((m) => m[1]!);
  const plain = /useTranslation\(\s*\)/.test(text) || /i18next\.t\(/.test(text);
  const keys = [...text.matchAll(/\bt\(\s*'([^'$]+)'(?:\s*,\s*\{[^}]*?\bns:\s*'([^']+)')?/g)].map((m) => ({ key: m[1]!, ...(m[2] ? { ns: m[2] } : {}) }));
  return { namespaces: [...named, ...(plain || named.length === 0 ? ['common'] : [])], keys };
}

describe('English resources', () => {
  it('has every Turkish key in English too, and the other way round', () => {
    expect(namespaces().length).toBeGreaterThan(15);
    for (const ns of namespaces()) {
      const tr = leafKeys(bundle('tr', ns)).sort();
      const en = leafKeys(bundle('en', ns)).sort();
      expect({ ns, missingInEnglish: tr.filter((k) => !en.includes(k)), missingInTurkish: en.filter((k) => !tr.includes(k)) }).toEqual({
        ns,
        missingInEnglish: [],
        missingInTurkish: [],
      });
    }
  });

  it('has no empty English text and no Turkish sentence left in an English text', () => {
    const suspicious: string[] = [];
    for (const ns of namespaces()) {
      const english = bundle('en', ns);
      for (const key of leafKeys(english).filter((k) => !turkishOnPurpose.has(`${ns}:${k}`))) {
        const text = String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english));
        // Names keep their letters (VakıfBank, Çevre Temizlik Vergisi); Turkish words around them do not.
        const withoutNames = text.replace(/(?<!\p{L})\p{Lu}\p{L}*/gu, '');
        if (!text.trim() || /[çğışöü]/.test(withoutNames)) suspicious.push(`${ns}:${key} = ${text}`);
      }
    }
    expect(suspicious).toEqual([]);
  });

  it('knows every key the screens ask for, in both languages', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const { namespaces: used, keys } = usedKeys(file);
      for (const { key, ns: named } of keys) {
        const [ns, bare] = key.includes(':') ? [[key.split(':')[0]!], key.split(':')[1]!] : [named ? [named] : used, key];
        for (const language of ['tr', 'en']) {
          const found = ns.some(
            (n) => i18next.exists(bare, { lng: language, ns: n, fallbackLng: false, count: 1 }) || i18next.exists(bare, { lng: language, ns: n, fallbackLng: false }),
          );
          if (!found) missing.push(`${path.relative(src, file)}: ${key} (${language})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
