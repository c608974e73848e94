import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing';

/** A readiness probe on a new connection, as a proxy makes it: the status, or how it failed. */
const probe = (url: string) =>
  new Promise<number | 'refused' | 'timeout'>((resolve) => {
    const req = request(url, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('refused'));
    req.end();
  });

describe('graceful shutdown', () => {
  it('finishes the request in flight and takes no new connection while closing', async () => {
    const t = await createTestApp({ seed: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    // Stands for a payment talking to its bank when the copy is told to stop.
    t.app.get('/test/slow', async () => {
      arrived();
      await held;
      return { finished: true };
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/test/slow`);
    await inside;
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });

    // The proxy's next readiness probe finds no copy here, so it stops sending requests to it.
    const readiness = await probe(`${base}/readyz`);
    expect([503, 'refused']).toContain(readiness);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ finished: true });
    await closing;
    expect(closed).toBe(true);
    await t.close();
  });
});
