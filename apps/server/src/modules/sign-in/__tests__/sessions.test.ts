import { operations } from '@ebelediye/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn, signInResponse } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;

let t: TestApp;
let clock = new Date();
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const refresh = (tokens: { RefreshToken: string; AccessToken?: string }) => t.call('VerifyAndGenerateToken', tokens);
const me = (accessToken: string) => t.call('GetUserOfEMunicipality', {}, accessToken);
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** An access token signed with the server's own key, with only the claims given. */
function signedToken(claims: { sub?: string; aud?: string; exp?: number; fid?: string; rid: number; nid: string }) {
  const { sub, aud, exp, ...rest } = claims;
  let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(Math.floor(clock.getTime() / 1000));
  if (sub !== undefined) jwt = jwt.setSubject(sub);
  if (aud !== undefined) jwt = jwt.setAudience(aud);
  if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(t.config.secrets.jwtSecret));
}

describe('access token', () => {
  it('is a 15-minute JWT: expired → 401 so the client refreshes', async () => {
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    expect((await me(AccessToken)).statusCode).toBe(200);
    advance(14);
    expect((await me(AccessToken)).statusCode).toBe(200);
    advance(2);
    const expired = await me(AccessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('is refused without exp, sub, aud or fid, even when signed with our key', async () => {
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    const real = claimsOf(AccessToken) as { sub: string; aud: string; exp: number; fid: string; rid: number; nid: string };
    const full = { sub: real.sub, aud: 'ebelediye-api', exp: Math.floor(clock.getTime() / 1000) + 600, fid: real.fid, rid: real.rid, nid: real.nid };
    expect((await me(await signedToken(full))).statusCode).toBe(200);
    for (const missing of ['exp', 'sub', 'aud', 'fid'] as const) {
      const { [missing]: _gone, ...rest } = full;
      const res = await me(await signedToken(rest));
      expect(res.statusCode, `without ${missing}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await me(await signedToken({ ...full, fid: 'not-a-family' }))).statusCode).toBe(401);
  });

  it('answers 401 at once after Logout, before it expires, and before the body is read', async () => {
    const tokens = await signIn(t, zeynep.nationalId);
    expect((await me(tokens.AccessToken)).statusCode).toBe(200);
    expect((await t.call('Logout', { RefreshToken: tokens.RefreshToken })).statusCode).toBe(200);
    const after = await me(tokens.AccessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', Message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.' });
    expect((await t.call('ChangePassword', { newPassword: 42 }, tokens.AccessToken)).statusCode).toBe(401);
  });

  it("keeps working through rotations of its sign-in, and another sign-in's logout leaves it alone", async () => {
    const phone = await signIn(t, ahmet.nationalId);
    const laptop = await signIn(t, ahmet.nationalId);
    const rotated = operations.VerifyAndGenerateToken.response.parse((await refresh(phone)).json());
    expect((await me(phone.AccessToken)).statusCode).toBe(200);
    await t.call('Logout', { RefreshToken: laptop.RefreshToken });
    expect((await me(rotated.AccessToken)).statusCode).toBe(200);
    expect((await me(laptop.AccessToken)).statusCode).toBe(401);
  });

  it('is refused when forged or missing', async () => {
    expect((await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x')).statusCode).toBe(401);
    expect((await t.call('GetUserOfEMunicipality', {})).statusCode).toBe(401);
  });
});

describe('refresh token (docs/architecture.md §5)', () => {
  it('rotates: each refresh token buys one new pair, and the new access token works', async () => {
    const first = await signIn(t, ahmet.nationalId);
    advance(16);
    const rotated = await refresh(first);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = operations.VerifyAndGenerateToken.response.parse(rotated.json());
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    expect((await me(second.AccessToken)).statusCode).toBe(200);
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const first = await signIn(t, ahmet.nationalId);
    const second = (await refresh(first)).json();
    clock = new Date(clock.getTime() + 11_000);
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The thief's (or the victim's) newer token is dead too, and so is its access token.
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await me(second.AccessToken)).statusCode).toBe(401);
    const audit = await t.db.selectFrom('audit_event').select(['event_type', 'reason']).where('event_type', '=', 'REFRESH_REUSE').execute();
    expect(audit).toContainEqual({ event_type: 'REFRESH_REUSE', reason: 'FAMILY_REVOKED' });
  });

  it('answers a second refresh with the same token within 10 seconds with the same successor', async () => {
    const reuses = () => t.db.selectFrom('audit_event').select('oid').where('event_type', '=', 'REFRESH_REUSE').execute();
    const before = (await reuses()).length;
    const first = await signIn(t, zeynep.nationalId);
    const once = await refresh(first);
    clock = new Date(clock.getTime() + 10_000);
    const again = await refresh(first);
    expect(once.statusCode).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().RefreshToken).toBe(once.json().RefreshToken);
    expect((await me(again.json().AccessToken)).statusCode).toBe(200);
    expect((await refresh(again.json())).statusCode).toBe(200);
    expect((await reuses()).length).toBe(before);
  });

  it('gives two simultaneous refreshes with one token the same successor', async () => {
    const first = await signIn(t, zeynep.nationalId);
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().RefreshToken).toBe(b.json().RefreshToken);
    expect(a.json().RefreshToken).not.toBe(first.RefreshToken);
    expect((await refresh(a.json())).statusCode).toBe(200);
  });

  it('does not answer a retry once the sign-in has ended', async () => {
    const first = await signIn(t, zeynep.nationalId);
    const second = (await refresh(first)).json();
    await t.call('Logout', { RefreshToken: second.RefreshToken });
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the member alone when one family is revoked', async () => {
    const phone = await signIn(t, ahmet.nationalId);
    const laptop = await signIn(t, ahmet.nationalId);
    await refresh(phone);
    clock = new Date(clock.getTime() + 11_000);
    await refresh(phone);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });

  it("refuses another member's access token with a refresh token", async () => {
    const mine = await signIn(t, ahmet.nationalId);
    const theirs = await signIn(t, zeynep.nationalId);
    expect((await refresh({ RefreshToken: mine.RefreshToken, AccessToken: theirs.AccessToken })).statusCode).toBe(401);
    expect((await refresh(mine)).statusCode).toBe(200);
  });

  it('expires', async () => {
    const tokens = await signIn(t, zeynep.nationalId);
    advance(t.config.identity.refreshTokenSeconds / 60 + 1);
    expect((await refresh(tokens)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and bad input', async () => {
    expect((await refresh({ RefreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const bad = await t.call('VerifyAndGenerateToken', { RefreshToken: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.RefreshToken).toBeTruthy();
  });
});

describe('Logout', () => {
  it('revokes the family and answers true; an unknown token also gets true', async () => {
    const tokens = await signIn(t, ahmet.nationalId);
    const res = await t.call('Logout', { RefreshToken: tokens.RefreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect((await t.call('Logout', { RefreshToken: 'y'.repeat(43) })).json()).toBe(true);
    expect((await t.call('Logout', {})).statusCode).toBe(400);
  });
});

describe('RetrieveRecentSignIns', () => {
  it("lists the member's own last 10 sign-ins with a masked address, failures included", async () => {
    advance(20);
    await signInResponse(t, zeynep.nationalId, 'Yanlis.Sifre1');
    const { AccessToken } = await signIn(t, zeynep.nationalId);
    const res = await t.call('RetrieveRecentSignIns', {}, AccessToken);
    expect(res.statusCode).toBe(200);
    const list = operations.RetrieveRecentSignIns.response.parse(res.json());
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toMatchObject({ method: 'password', success: true, ipAddress: '127.0.0.***' });
    expect(list[1]).toMatchObject({ success: false });
    let ahmetsToken = '';
    for (let i = 0; i < 11; i++) ahmetsToken = (await signIn(t, ahmet.nationalId)).AccessToken;
    const ahmetsOwn = (await t.call('RetrieveRecentSignIns', {}, ahmetsToken)).json();
    expect(ahmetsOwn.length).toBe(10);
    expect((await t.call('RetrieveRecentSignIns', {})).statusCode).toBe(401);
  });
});
