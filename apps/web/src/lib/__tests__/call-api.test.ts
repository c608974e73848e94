import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError } from '../api-error';
import { APPLICATION_NAME, callApi, MUNICIPALITY_USER_LABEL, setUnauthenticatedHandler } from '../call-api';
import { clearSession, session } from '../session';

type Reply = { status?: number; body?: string };
let replies: Reply[];
let requests: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[];

// These tests are about how the client reads any answer, so the answers are not
// the operations' own; the contract check has its own test (contract-check.test.ts).
vi.mock('../build-env', () => ({ isDevelopment: true, loadContractCheck: null }));

beforeEach(() => {
  replies = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const reply = replies.shift() ?? { status: 200, body: '{}' };
      return new Response(reply.body ?? '', { status: reply.status ?? 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const reply = (...r: Reply[]) => replies.push(...r);
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('callApi: requests', () => {
  it('posts JSON to /api/<name> on the configured Service base', async () => {
    session.setWebConfig({ Service: 'https://api.example' } as never);
    reply({ body: '[]' });
    await callApi('RetrieveMenusWithoutAuthorization');
    expect(requests[0]!.url).toBe('https://api.example/api/RetrieveMenusWithoutAuthorization');
  });

  it('adds the bearer token only when there is one', async () => {
    await callApi('GetServerTime');
    expect(requests[0]!.headers.authorization).toBeUndefined();
    session.setTokens('acc', 'ref');
    await callApi('GetServerTime');
    expect(requests[1]!.headers.authorization).toBe('Bearer acc');
  });

  it('sets the municipality userName unless the caller set one, and the application name', async () => {
    await callApi('GetParameterValue', { parameterTypeCode: '1', parameterCode: '1' });
    expect(requests[0]!.body).toMatchObject({ userName: MUNICIPALITY_USER_LABEL, applicationName: APPLICATION_NAME, parameterTypeCode: '1' });
    await callApi('GetServerTime', { userName: '10000000146' } as never);
    expect(requests[1]!.body.userName).toBe('10000000146');
  });
});

describe('callApi: answers', () => {
  it('returns a JSON body', async () => {
    reply({ body: '{"a":1}' });
    expect(await callApi('GetServerTime')).toEqual({ a: 1 });
  });

  it('takes the failure message from Message, with its code and fields', async () => {
    reply({ status: 400, body: '{"Message":"Hatalı","code":"VALIDATION_FAILED","fields":{"x":"y"}}' });
    const error = await failure(callApi('GetServerTime'));
    expect(error).toMatchObject({ message: 'Hatalı', kind: 'error_server', status: 500, httpStatus: 400, code: 'VALIDATION_FAILED', fields: { x: 'y' } });
  });

  it('falls back to the raw body, then to the fixed text', async () => {
    reply({ status: 502, body: 'Bad gateway' }, { status: 500, body: '' });
    expect((await failure(callApi('GetServerTime'))).message).toBe('Bad gateway');
    expect((await failure(callApi('GetServerTime'))).message).toBe('Beklenmedik bir hata oluştu');
  });

  it('treats only 2xx as success', async () => {
    reply({ status: 302, body: '{}' }, { status: 404, body: '{}' });
    expect((await failure(callApi('GetServerTime'))).httpStatus).toBe(302);
    expect((await failure(callApi('GetServerTime'))).httpStatus).toBe(404);
  });

  it('counts a missing body as an error', async () => {
    reply({ status: 200, body: '' });
    expect((await failure(callApi('GetServerTime'))).message).toBe('Beklenmedik bir hata oluştu');
  });

  it('counts a long plain string as an error whose text is the string', async () => {
    reply({ body: JSON.stringify('Borç bulunamadı, lütfen tekrar deneyiniz') });
    expect((await failure(callApi('GetServerTime'))).message).toBe('Borç bulunamadı, lütfen tekrar deneyiniz');
  });

  it('accepts short strings, dates, html, booleans and "1"', async () => {
    reply({ body: '"tamam"' }, { body: '"2026-11-22T10:00:00+03:00"' }, { body: '"<p>Merhaba dünya, nasılsınız</p>"' }, { body: 'true' }, { body: 'false' }, { body: '"1"' });
    expect(await callApi('GetServerTime')).toBe('tamam');
    expect(await callApi('GetServerTime')).toBe('2026-11-22T10:00:00+03:00');
    expect(await callApi('GetServerTime')).toBe('<p>Merhaba dünya, nasılsınız</p>');
    expect(await callApi('GetServerTime')).toBe(true);
    expect(await callApi('GetServerTime')).toBe(false);
    expect(await callApi('GetServerTime')).toBe('1');
  });

  it('accepts a long string from the e-Devlet login call', async () => {
    reply({ body: JSON.stringify('e-devlet-token-abcdefghijklmnop') });
    expect(await callApi('LoginViaEDevlet' as never)).toBe('e-devlet-token-abcdefghijklmnop');
  });

  it('turns a network failure into error_server with the fixed text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await failure(callApi('GetServerTime'))).toMatchObject({ kind: 'error_server', message: 'Beklenmedik bir hata oluştu' });
  });
});

describe('callApi: 401', () => {
  it('refreshes once with both tokens, stores the new ones and retries once', async () => {
    session.setTokens('old-acc', 'old-ref');
    reply({ status: 401 }, { body: '{"AccessToken":"new-acc","RefreshToken":"new-ref"}' }, { body: '{"ok":true}' });
    expect(await callApi('GetServerTime')).toEqual({ ok: true });
    expect(requests[1]!.url).toBe('/api/VerifyAndGenerateToken');
    expect(requests[1]!.body).toEqual({ RefreshToken: 'old-ref', AccessToken: 'old-acc' });
    expect(requests[2]!.headers.authorization).toBe('Bearer new-acc');
    expect([session.accessToken(), session.refreshToken()]).toEqual(['new-acc', 'new-ref']);
  });

  it('clears the session and goes to sign-in when the refresh fails', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    session.setTokens('acc', 'ref');
    session.setMemberInfo({ name: 'x' });
    reply({ status: 401 }, { status: 401, body: '{"Message":"x"}' });
    expect(await failure(callApi('GetServerTime'))).toMatchObject({ kind: 'error_unauthenticated', status: 401 });
    expect(handler).toHaveBeenCalledOnce();
    expect([session.accessToken(), session.refreshToken(), session.memberInfo()]).toEqual([null, null, null]);
  });

  it('does not refresh again when the retried call is refused too', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    session.setTokens('acc', 'ref');
    reply({ status: 401 }, { body: '{"AccessToken":"a2","RefreshToken":"r2"}' }, { status: 401 });
    expect((await failure(callApi('GetServerTime'))).kind).toBe('error_unauthenticated');
    expect(requests).toHaveLength(3);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('shares one refresh between concurrent 401s', async () => {
    session.setTokens('acc', 'ref');
    reply({ status: 401 }, { status: 401 }, { body: '{"AccessToken":"a2","RefreshToken":"r2"}' }, { body: '1' }, { body: '1' });
    await Promise.all([callApi('GetServerTime'), callApi('GetServerTime')]);
    expect(requests.filter((r) => r.url.endsWith('VerifyAndGenerateToken'))).toHaveLength(1);
  });

  it('answers a signed-out visitor’s late 401 without a refresh and without sending them to sign in', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    session.setTokens('acc', 'ref');
    // The call leaves with the token; the visitor signs out before its answer comes back.
    reply({ status: 401 });
    const pending = callApi('GetServerTime');
    clearSession();
    expect((await failure(pending)).kind).toBe('error_unauthenticated');
    expect(requests.map((r) => r.url)).toEqual(['/api/GetServerTime']);
    expect(handler).not.toHaveBeenCalled();
  });
});
