import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import type { Recorder } from './recorder';

export interface Answer {
  status: number;
  text: string;
  bytes: number;
  location: string | null;
}

/**
 * One simulated citizen's browser: its own source address on the loopback network
 * (127.0.x.y), so the proxy and the server see many clients as on a real deadline day. The
 * per-client rate limits and the proxy's hash of the client address then work as in
 * production, rather than one address being throttled or pinned to one copy.
 */
export class CitizenClient {
  private readonly agent: Agent;
  token: string | undefined;

  constructor(
    private readonly origin: string,
    readonly address: string,
    private readonly recorder: Recorder,
  ) {
    this.agent = new Agent({ localAddress: address, connections: 2, keepAliveTimeout: 10_000 });
  }

  /** POST /api/<operation>; answers status and body text, timed under the operation's name. */
  async call(operation: string, body: unknown = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return this.send(operation, `/api/${operation}`, 'POST', headers, JSON.stringify(body));
  }

  /** A form post as the browser makes it on a bank page or back to the portal. */
  postForm(label: string, path: string, fields: Record<string, string>) {
    return this.send(label, path, 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString());
  }

  get(label: string, path: string) {
    return this.send(label, path, 'GET', {}, undefined);
  }

  private async send(label: string, path: string, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await request(new URL(path, this.origin), { method, headers, body, dispatcher: this.agent });
      const buffer = Buffer.from(await response.body.arrayBuffer());
      this.recorder.request(label, performance.now() - started, response.statusCode);
      const location = typeof response.headers.location === 'string' ? response.headers.location : null;
      return { status: response.statusCode, text: buffer.toString('utf8'), bytes: buffer.length, location };
    } catch (error) {
      this.recorder.request(label, performance.now() - started, 0);
      throw error;
    }
  }

  close() {
    return this.agent.close();
  }
}

/** The i-th citizen's loopback address: 127.0.1.2 onwards (127.0.0.1 stays the proxy's own). */
export function citizenAddress(i: number): string {
  return `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;
}
