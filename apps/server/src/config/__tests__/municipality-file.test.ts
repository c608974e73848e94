import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../app-config';
import { MunicipalityFileError } from '../municipality-errors';
import { loadMunicipalityFile } from '../municipality-file';
import type { Municipality } from '../municipality-schema';

const municipalities = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config/municipalities');
const kilisFile = path.join(municipalities, 'kilis/municipality.json');
const work = mkdtempSync(path.join(tmpdir(), 'municipality-file-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Draft = Municipality & Record<string, unknown>;

/** Kilis's folder copied, with its file changed by `change`. */
function changedKilis(change: (m: Draft) => void): string {
  const dir = mkdtempSync(path.join(work, 'kilis-'));
  cpSync(path.dirname(kilisFile), dir, { recursive: true });
  const file = path.join(dir, 'municipality.json');
  const municipality = JSON.parse(readFileSync(file, 'utf8'));
  change(municipality);
  writeFileSync(file, JSON.stringify(municipality));
  return file;
}

/** The problems a start on a changed Kilis file would print. */
function problemsOf(change: (m: Draft) => void): string[] {
  const file = changedKilis(change);
  try {
    loadMunicipalityFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(MunicipalityFileError);
    expect((error as Error).message).toContain(`the municipality file is not valid): ${file}`);
    return (error as MunicipalityFileError).problems;
  }
  throw new Error('the file was accepted');
}

describe('the municipality file', () => {
  it('reads the shipped Kilis and Antakya files', () => {
    const kilis = loadMunicipalityFile(kilisFile);
    expect(kilis).toMatchObject({ municipalityName: 'Kilis Belediyesi', countyCode: 1476, cityCode: 79, cityName: 'KİLİS', websiteUrl: 'https://www.kilis.bel.tr' });
    expect(kilis.sealFile).toBe(path.join(municipalities, 'kilis/seal.svg'));
    expect(JSON.stringify(kilis).toLocaleLowerCase('tr')).not.toMatch(/antakya|hatay/);
    expect(loadMunicipalityFile(path.join(municipalities, 'antakya/municipality.json')).countyCode).toBe(2080);
  });

  it('names every wrong field at once, in Turkish and English', () => {
    const problems = problemsOf((m) => {
      m.countyCode = 14.76;
      m.cityCode = '79' as unknown as number;
      delete (m as Partial<Municipality>).municipalityName;
      m.cityName = '  ';
      m.websiteUrl = 'http://www.kilis.bel.tr';
      m.operationPause.start = '24:00';
      m.sms.senderName = 'KILIS BELEDIYESI';
      m.mayorName = 'Eski alan';
      m.payments.banks[1]!.protocol = 'swift' as 'nestpay';
      m.contact.email = 'kilis.bel.tr';
      m.lastSalaryHideTillDay = 40;
      m.waterCancellation = { signedPetitionDays: 0 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'municipality.json: "countyCode" — ilçe kodu bir tam sayı olmalı / must be an integer',
        'municipality.json: "cityCode" — il plaka kodu bir sayı olmalı / must be a number',
        'municipality.json: "municipalityName" — belediyenin adı eksik / is missing',
        'municipality.json: "cityName" — il adı boş olamaz / must not be empty',
        'municipality.json: "websiteUrl" — belediyenin web sitesi https:// ile başlayan bir adres olmalı / must be an address starting with https://',
        'municipality.json: "operationPause.start" — ödeme arasının başlangıcı SS:DD biçiminde bir saat olmalı / must be a time written HH:MM',
        'municipality.json: "sms.senderName" — SMS gönderici adı 3–11 harf, rakam, boşluk, nokta ya da tire olmalı / must be 3–11 letters, digits, spaces, dots or dashes',
        'municipality.json: "mayorName" — tanınmayan alan; yazımını kontrol edin / is not a known field; check its spelling',
        'municipality.json: "payments.banks.1.protocol" — banka protokolü şunlardan biri olmalı / must be one of: "nestpay", "payflex"',
        'municipality.json: "contact.email" — iletişim e-postası bir e-posta adresi olmalı / must be an e-mail address',
        'municipality.json: "lastSalaryHideTillDay" — son maaşın gizlendiği gün en çok 31 olmalı / must be at most 31',
        expect.stringMatching(/^municipality\.json: "waterCancellation\.signedPetitionDays" — imzalı iptal dilekçesinin getirilme süresi \(gün\) en az 1/),
      ]),
    );
    expect(problems).toHaveLength(12);
  });

  it('checks what only the whole file shows: the seal beside it, the default bank, a bank twice, the matrimony menu', () => {
    expect(
      problemsOf((m) => {
        m.seal = 'muhur.svg';
        m.favicon = '../antakya/seal.svg';
        m.payments.activeBank = '0099';
        m.payments.banks.push({ ...m.payments.banks[0]! });
        m.menus.matrimonyPayment = true;
      }),
    ).toEqual(
      expect.arrayContaining([
        'municipality.json: "favicon" — tarayıcı simgesi yanındaki bir .svg, .png, .jpg ya da .ico dosyasının yalnızca adı olmalı / must be the name alone of a .svg, .png, .jpg or .ico file beside it',
        'municipality.json: "menus.matrimonyPayment" — evlendirme harcı ödeme menüsü yalnızca ilçe kodu 2080 (Antakya) için açılabilir / can be on only for county code 2080 (Antakya)',
        'municipality.json: "payments.activeBank" — ödemelerin varsayılan bankası payments.banks içinde tanımlı bir banka olmalı / must be one of the banks in payments.banks',
        'municipality.json: "payments.banks.4.bankCode" — banka kodu iki kez tanımlanmış / is defined twice',
        expect.stringMatching(/^municipality\.json: "seal" — dosya bulunamadı \/ file not found: .*muhur\.svg$/),
      ]),
    );
  });

  it('takes IP addresses and CIDR blocks as the addresses a bank calls the collection service from', () => {
    const problems = problemsOf((m) => {
      m.payments.banks[0]!.allowedAddresses = ['10.20.0.0/16', '2001:db8::1', '192.0.2.300'];
      m.payments.banks[1]!.allowedAddresses = ['10.0.0.0/33'];
    });
    expect(problems).toEqual([
      'municipality.json: "payments.banks.0.allowedAddresses.2" — tahsilat servisine bağlanabilen adres bir IP adresi ya da CIDR bloğu olmalı (ör. 10.20.0.0/16) / must be an IP address or a CIDR block (e.g. 10.20.0.0/16)',
      'municipality.json: "payments.banks.1.allowedAddresses.0" — tahsilat servisine bağlanabilen adres bir IP adresi ya da CIDR bloğu olmalı (ör. 10.20.0.0/16) / must be an IP address or a CIDR block (e.g. 10.20.0.0/16)',
    ]);
  });

  it('refuses a file that is not JSON, or is not there', () => {
    const broken = path.join(work, 'broken.json');
    writeFileSync(broken, '{ "countyCode": 1476, }');
    expect(() => loadMunicipalityFile(broken)).toThrow(/broken\.json: geçerli bir JSON değil \/ is not valid JSON/);
    expect(() => loadMunicipalityFile(path.join(work, 'none.json'))).toThrow(/dosya okunamadı \/ the file cannot be read/);
  });
});

describe('the configuration on the Kilis file', () => {
  it('derives every public setting from the municipality file', () => {
    const config = loadConfig({ MUNICIPALITY_FILE: kilisFile, WEB_DIST_DIR: 'none' });
    expect(config.publicSetting).toMatchObject({
      MunicipalityName: 'Kilis Belediyesi',
      MunicipalityNameCapital: 'KİLİS BELEDİYESİ',
      CityName: 'KİLİS',
      CityCode: 79,
      CountyName: 'KİLİS',
      CountyCode: 1476,
      MunicipalityWebsiteUrl: 'https://www.kilis.bel.tr',
      MayorName: 'Demo Belediye Başkanı',
      LogoUrl: '/municipality/seal.svg',
      FaviconUrl: '/municipality/seal.svg',
      EDEVLET_CLIENT_ID: 'demo-kilis-client',
      OperationPauseStartHours: 23,
      OperationPauseStartMinute: 45,
      OperationPauseFinishHours: 0,
      OperationPauseFinishMinute: 15,
      ShowMatrimonyPaymentMenu: false,
      waterCancellation: { signedPetitionDays: 10 },
      dataController: { name: 'Kilis Belediyesi', address: expect.stringContaining('KİLİS'), email: 'kvkk@kilis.bel.tr', kepAddress: 'kilisbelediyesi@hs01.kep.tr' },
    });
    expect(config.payments.banks.map((b) => b.merchantId)).toContain('147600100');
    expect(config.notifications.mailFrom).toBe('e-belediye@kilis.bel.tr');
    expect(JSON.stringify(config.publicSetting).toLocaleLowerCase('tr')).not.toMatch(/antakya|hatay/);
  });

  it('refuses the variables and settings the municipality file took over, naming them', () => {
    expect(() => loadConfig({ COUNTY_CODE: '1476', WEB_DIST_DIR: 'none' })).toThrow(/MUNICIPALITY_FILE.*remove: COUNTY_CODE$/s);
    const settings = JSON.parse(readFileSync(path.resolve(municipalities, '../app-setting.json'), 'utf8'));
    const old = path.join(work, 'old-app-setting.json');
    writeFileSync(old, JSON.stringify({ ...settings, publicSetting: { CountyCode: 2080 } }));
    expect(() => loadConfig({ CONFIG_FILE: old, WEB_DIST_DIR: 'none' })).toThrow(/remove: "publicSetting" in .*old-app-setting\.json/);
  });
});

describe('the server process', () => {
  const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/main.js');

  it('stops at start on a wrong municipality file, printing each wrong field', () => {
    // The compiled server, as production runs it; `npm run test:server` builds it before the suite.
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build:server\` first`);
    const file = changedKilis((m) => {
      m.countyCode = 14.76;
      m.websiteUrl = 'www.kilis.bel.tr';
    });
    const run = spawnSync(process.execPath, [main], {
      cwd: path.dirname(path.dirname(main)),
      env: { PATH: process.env.PATH, MUNICIPALITY_FILE: file, DATA_DIR: 'memory://', PORT: '0', WEB_DIST_DIR: 'none' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Belediye dosyası geçersiz (the municipality file is not valid): ${file}`);
    expect(run.stderr).toContain('municipality.json: "countyCode" — ilçe kodu bir tam sayı olmalı / must be an integer');
    expect(run.stderr).toContain('municipality.json: "websiteUrl" — belediyenin web sitesi https:// ile başlayan bir adres olmalı / must be an address starting with https://');
    expect(run.stderr).not.toMatch(/\bat \S+ \(/);
  });
});
