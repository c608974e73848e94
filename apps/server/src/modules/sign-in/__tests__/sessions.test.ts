import { operations } from '@ebelediye/contract';
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

describe('access token', () => {
  it('is a 15-minute JWT: expired → 401 so the client refreshes (spec §4)', async () => {
    const { AccessToken } = await signIn(t, ahmet.nationalId);
    expect((await me(AccessToken)).statusCode).toBe(200);
    advance(14);
    expect((await me(AccessToken)).statusCode).toBe(200);
    advance(2);
    const expired = await me(AccessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('is refused when forged or missing', async () => {
    expect((await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x')).statusCode).toBe(401);
    expect((await t.call('GetUserOfEMunicipality', {})).statusCode).toBe(401);
  });
});

describe('refresh token (architecture §5)', () => {
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

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await signIn(t, ahmet.nationalId);
    const second = (await refresh(first)).json();
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The thief's (or the victim's) newer token is dead too.
    expect((await refresh(second)).statusCode).toBe(401);
    const audit = await t.db.selectFrom('audit_event').select(['event_type', 'reason']).where('event_type', '=', 'REFRESH_REUSE').execute();
    expect(audit).toContainEqual({ event_type: 'REFRESH_REUSE', reason: 'FAMILY_REVOKED' });
  });

  it('leaves other sign-ins of the member alone when one family is revoked', async () => {
    const phone = await signIn(t, ahmet.nationalId);
    const laptop = await signIn(t, ahmet.nationalId);
    await refresh(phone);
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
