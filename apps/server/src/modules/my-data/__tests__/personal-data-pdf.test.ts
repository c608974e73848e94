import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { personalDataTexts } from '../personal-data-texts';

let t: TestApp;
let ahmet: string;

beforeAll(async () => {
  t = await createTestApp();
  ahmet = (await signIn(t, '10000000146')).AccessToken;
});
afterAll(async () => t.close());

/** The Turkish catalogue's words that English says otherwise ("SMS" and "e-Devlet" are the same in both). */
function turkishOnlyWords(): string[] {
  const words = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(words) : []);
  const english = new Set(words(personalDataTexts.en));
  return words(personalDataTexts.tr).filter((word) => !english.has(word) && word !== 'tr' && word !== 'tr-TR');
}

const report = async (language?: string) => {
  const file = await t.call('GetMyPersonalDataFile', { format: 'pdf', ...(language ? { language } : {}) }, ahmet);
  expect(file.statusCode, file.body).toBe(200);
  return (await readPdf(file.rawPayload)).text;
};

describe('the personal-data report in English', () => {
  it('prints the English screen’s headings, labels and names, English dates and no word of the Turkish catalogue', async () => {
    const text = await report('en');
    expect(text).toContain('MY PERSONAL DATA');
    expect(text).toContain('Under article 11 of Law No. 6698 on the Protection of Personal Data (KVKK)');
    expect(text).toContain('IDENTITY');
    expect(text).toContain('Father’s name MUSTAFA');
    expect(text).toContain('NOTIFICATION CONSENTS');
    expect(text).toContain('Due-date reminders');
    expect(text).toContain('E-mail');
    expect(text).toMatch(/Member since \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Page 1 / ');
    const words = turkishOnlyWords();
    expect(words.length).toBeGreaterThan(40);
    for (const word of words) {
      expect(text, word).not.toContain(word);
      expect(text, word).not.toContain(word.toLocaleUpperCase('tr-TR'));
    }
  });

  it('stays Turkish when no language is asked for', async () => {
    const text = await report();
    expect(text).toContain('KİŞİSEL VERİLERİM');
    expect(text).toContain('Baba adı MUSTAFA');
    expect(text).toMatch(/Üyelik tarihi \d{2}\.\d{2}\.\d{4}/);
    expect(text).not.toContain('Due-date reminders');
  });
});
