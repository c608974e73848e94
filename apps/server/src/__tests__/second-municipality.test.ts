import { operations } from '@ebelediye/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config/app-config';
import { loadReceipt, renderReceiptPdf } from '../ledger';
import { createTestApp, type TestApp } from '../testing';
import { smsInbox, solvedChallenge } from '../testing/identity';
import { readPdf } from '../testing/pdf-text';

const kilisFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../config/municipalities/kilis/municipality.json');
const kilis = loadConfig({ ...process.env, NODE_ENV: 'test', WEB_DIST_DIR: 'none', MUNICIPALITY_FILE: kilisFile });

/** A test app's configuration turned into Kilis's, as MUNICIPALITY_FILE does at start. */
const asKilis = (config: AppConfig): AppConfig => ({
  ...config,
  municipality: kilis.municipality,
  publicSetting: kilis.publicSetting,
  payments: { ...config.payments, banks: kilis.payments.banks },
  notifications: { ...config.notifications, mailFrom: kilis.notifications.mailFrom },
});

const antakyan = /antakya|hatay/i;

describe('a portal started on the Kilis file with an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, configure: asKilis });
  });
  afterAll(() => t.close());

  it('serves Kilis in GET /AppSetting.json, and nothing of Antakya', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      MunicipalityName: 'Kilis Belediyesi',
      MunicipalityNameCapital: 'KİLİS BELEDİYESİ',
      CityName: 'KİLİS',
      CityCode: 79,
      CountyCode: 1476,
      MunicipalityWebsiteUrl: 'https://www.kilis.bel.tr',
      LogoUrl: '/municipality/seal.svg',
      ShowMatrimonyPaymentMenu: false,
      waterCancellation: { signedPetitionDays: 10 },
      contact: { phone: '0348 000 00 00', email: 'e-belediye@kilis.bel.tr' },
    });
    expect(response.body).not.toMatch(antakyan);
  });

  it('serves its own seal from beside the file, and no other file of that folder', async () => {
    const seal = await t.app.inject({ method: 'GET', url: '/municipality/seal.svg' });
    expect(seal.statusCode).toBe(200);
    expect(seal.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(seal.body).toContain('Kilis Belediyesi demo mührü');
    expect(seal.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ method: 'GET', url: '/municipality/municipality.json' })).statusCode).toBe(404);
  });

  it("shows no Antakya-only menu, and links the municipality's own site", async () => {
    const menu = operations.RetrieveMenusWithoutAuthorization.response.parse((await t.call('RetrieveMenusWithoutAuthorization')).json());
    const text = JSON.stringify(menu);
    expect(text).not.toContain('/FastPaymentForMatrimony');
    expect(text).toContain('https://www.kilis.bel.tr');
    expect(text).not.toMatch(antakyan);
  });

  it('texts its verification codes in the name of Kilis Belediyesi', async () => {
    const gsm = '5327778899';
    const response = await t.call('SendComplaintVerificationCode', { gsmNumber: gsm, altcha: await solvedChallenge(t) });
    expect(response.statusCode).toBe(200);
    const [sms] = await smsInbox(t, gsm);
    expect(sms?.body).toMatch(/^Kilis Belediyesi şikayet ve talep doğrulama kodunuz: \d{6}\./);
  });
});

describe('documents on the Kilis file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configure: asKilis });
  });
  afterAll(() => t.close());

  it("heads a receipt with Kilis's name and county", async () => {
    const collection = await t.db.selectFrom('collection').select(['oid', 'registry_oid']).orderBy('oid').executeTakeFirstOrThrow();
    const receipt = await loadReceipt(t.db, t.config, [collection.registry_oid], collection.oid);
    const { text } = await readPdf(renderReceiptPdf(receipt!, { maskPayer: true }));
    expect(text).toContain('KİLİS BELEDİYESİ');
    expect(text).not.toContain('ANTAKYA BELEDİYESİ');
  });
});

describe('the marriage-fee payment on the Antakya file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, configure: (config) => ({ ...config, publicSetting: { ...config.publicSetting, ShowMatrimonyPaymentMenu: false } }) });
  });
  afterAll(() => t.close());

  it('leaves its menu entry out when the file turns it off, though the county is 2080', async () => {
    expect(t.config.publicSetting.CountyCode).toBe(2080);
    const paths = JSON.stringify((await t.call('RetrieveMenusWithoutAuthorization')).json());
    expect(paths).not.toContain('/FastPaymentForMatrimony');
    expect(paths).toContain('/FastPayment');
  });
});
