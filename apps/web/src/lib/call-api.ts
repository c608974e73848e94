import type { OperationName, RequestOf, ResponseOf } from '@ebelediye/contract';
import { ApiError, FALLBACK_MESSAGE } from './api-error';
import { loadContractCheck } from './build-env';
import { clearSession, session } from './session';

/** `userName` defaults to a fixed municipality label; user calls carry a fixed application name. */
export const MUNICIPALITY_USER_LABEL = 'EBELEDIYE';
export const APPLICATION_NAME = 'EBELEDIYE';

let onUnauthenticated: () => void = () => {};
/** The app sends the visitor to /session/signin when a refresh fails. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

/** The API's base address: the configured Service, else this origin. */
export const baseUrl = () => session.webConfig()?.Service ?? '';

async function post(name: string, body: unknown, token: string | null, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${baseUrl()}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(FALLBACK_MESSAGE, 'error_server', 0);
  }
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: concurrent 401s wait for the same answer. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const RefreshToken = session.refreshToken();
    const AccessToken = session.accessToken();
    if (!RefreshToken) return null;
    const response = await post('VerifyAndGenerateToken', { RefreshToken, AccessToken }, null).catch(() => null);
    if (!response?.ok) return null;
    const tokens = (await response.json().catch(() => null)) as { AccessToken?: string; RefreshToken?: string } | null;
    if (!tokens?.AccessToken) return null;
    session.setTokens(tokens.AccessToken, tokens.RefreshToken ?? RefreshToken);
    return tokens.AccessToken;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const looksLikeDate = (text: string) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text));
const hasHtml = (text: string) => /<[a-z!/][^>]*>/i.test(text);

/** Which successful bodies still count as errors. */
function readSuccess(name: string, text: string): unknown {
  if (text.trim() === '') throw new ApiError(FALLBACK_MESSAGE, 'error_server', 200);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (typeof body === 'string' && body !== '1' && body.length > 10 && !looksLikeDate(body) && !hasHtml(body) && name !== 'LoginViaEDevlet') {
    throw new ApiError(body, 'error_server', 200);
  }
  return body;
}

/** The message of a failed call is the body's Message, else the raw body, else the fallback. */
export function failure(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { Message?: unknown; code?: string; fields?: Record<string, string> };
    if (body && typeof body === 'object' && typeof body.Message === 'string' && body.Message) {
      return new ApiError(body.Message, 'error_server', status, body.code, body.fields);
    }
  } catch {
    // not JSON: the raw text is the message
  }
  return new ApiError(text.trim() || FALLBACK_MESSAGE, 'error_server', status);
}

/** POST /api/<name>, typed by the contract's registry (docs/architecture.md §3), with the client's error rules. */
export async function callApi<N extends OperationName>(name: N, body?: RequestOf<N>, options: { signal?: AbortSignal } = {}): Promise<ResponseOf<N>> {
  const given = (body ?? {}) as { userName?: string; applicationName?: string };
  const payload = { ...given, userName: given.userName ?? MUNICIPALITY_USER_LABEL, applicationName: given.applicationName ?? APPLICATION_NAME };
  let response = await post(name, payload, session.accessToken(), options.signal);
  if (response.status === 401) {
    // Signed out meanwhile (or never signed in): a late answer to a call made before the sign-out
    // must not send a visitor who chose to leave to the sign-in page. Guarded pages redirect themselves.
    if (!session.accessToken() && !session.refreshToken()) throw new ApiError('Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.', 'error_unauthenticated', 401);
    // One refresh and one retry; a second refusal sends the visitor to sign in.
    const token = await refreshAccessToken();
    if (token) response = await post(name, payload, token, options.signal);
    if (!token || response.status === 401) {
      clearSession();
      onUnauthenticated();
      throw new ApiError('Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.', 'error_unauthenticated', 401);
    }
  }
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) throw failure(response.status, text);
  const answer = readSuccess(name, text);
  if (loadContractCheck) await (await loadContractCheck()).checkAnswerAgainstContract(name, answer);
  return answer as ResponseOf<N>;
}
