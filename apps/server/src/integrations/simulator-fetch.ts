import type { FastifyInstance } from 'fastify';

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/**
 * Adapters speak HTTP. Relative addresses (`/sim/...`) are the simulators of this very app:
 * they are answered in-process through `inject`, which also works under the tests' `inject`
 * where no port is listening. Absolute addresses go out through the real fetch.
 */
export function simulatorAwareFetch(app: FastifyInstance, simulators: boolean): Fetch {
  return async (url, init) => {
    if (!url.startsWith('/')) return fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!simulators || !url.startsWith('/sim/')) throw new Error(`No simulator serves ${url.split('?')[0]}`);
    const answer = await app.inject({ method: init.method as 'POST', url, headers: init.headers, ...(init.body !== undefined ? { payload: init.body } : {}) });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
