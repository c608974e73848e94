import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo accounts (apps/server/src/seed/demo-accounts.ts). Each spec uses its own, so the order of specs does not matter. */
export const demo = {
  password: 'Demo.1234',
  ahmet: { id: '10000000146', name: 'AHMET YILMAZ', gsm: '5321234567' },
  zeynep: { id: '12345678950', name: 'ZEYNEP KAYA', gsm: '5337654321' },
  fatma: { id: '64211142102', name: 'FATMA ŞAHİN', gsm: '5051112233' },
  mehmetNotMember: { id: '17291716060', name: 'MEHMET ÖZTÜRK', birthDate: '15.01.1990', gsm: '5359876543' },
  /** No registry at all, so no spec can make him a member: the "unknown member" of every run. */
  canNoRegistry: { id: '19090909018', name: 'CAN ARSLAN' },
  elifNotMember: { id: '23456789060', name: 'ELİF KOÇ', email: 'elif.koc@example.com.tr' },
  defneYapiNotMember: { id: '3880032183', name: 'DEFNE YAPI İNŞAAT LTD. ŞTİ.', taxOffice: 'Şükrükanatlı Vergi Dairesi', gsm: '5462223344' },
  asiGida: { id: '4540536920', name: 'ASİ GIDA SANAYİ VE TİCARET A.Ş.', gsm: '5421112233' },
} as const;

/** The sign-in screen as the citizen uses it. */
export const signInScreen = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' }),
  nationalId: page.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi Numarası/ }),
  password: page.getByLabel(/^Şifre\s*\*?$/),
  submit: page.getByRole('button', { name: 'Giriş Yap' }),
  async verifyHuman() {
    await page.getByRole('checkbox', { name: 'Ben robot değilim' }).check();
    await expect(page.getByRole('checkbox', { name: 'Doğrulandı' })).toBeChecked({ timeout: 60_000 });
  },
  async fill(id: string, password: string) {
    await this.nationalId.fill(id);
    await this.password.fill(password);
  },
  async signIn(id: string, password: string) {
    await this.fill(id, password);
    await this.verifyHuman();
    await this.submit.click();
  },
});

/** Signs in from the sign-in screen and waits for the member's name in the top bar. */
export async function signInAs(page: Page, person: { id: string; name: string }, password: string = demo.password) {
  await page.goto('/session/signin');
  await signInScreen(page).signIn(person.id, password);
  await expect(page.getByRole('button', { name: `Hesap menüsü: ${person.name}` })).toBeVisible();
}

/** The newest SMS to a phone, read from the SMS simulator's inbox. */
export async function latestSms(request: APIRequestContext, gsm: string): Promise<string> {
  const inbox = (await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string }[];
  return inbox[0]?.body ?? '';
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const jwtSecret = (JSON.parse(readFileSync(new URL('../../apps/server/config/app-setting.json', import.meta.url), 'utf8')) as { secrets: { jwtSecret: string } }).secrets.jwtSecret;

/** Turns the tab's access token into the same token expired an hour ago, signed as the demo server signs. */
export async function expireAccessToken(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('accessToken')))!;
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number; exp: number };
  const now = Math.floor(Date.now() / 1000);
  const body = base64url(JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 }));
  const signature = base64url(createHmac('sha256', jwtSecret).update(`${header}.${body}`).digest());
  const expired = `${header}.${body}.${signature}`;
  await page.evaluate((value) => sessionStorage.setItem('accessToken', value), expired);
  return expired;
}
