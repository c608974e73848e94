import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { prettyLine } from '../pretty-log';

describe('production logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, logStream: { write: (line) => void lines.push(line) }, configure: (c) => ({ ...c, logLevel: 'info', trustedProxies: '127.0.0.1' }) });
  });
  afterAll(() => t.close());

  it('answers requests with an id (the ground of the JSON log lines)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/AppSetting.json' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs JSON lines carrying the request id, the proxy's one when it sent it", () => {
    const requests = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.msg === 'incoming request');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => typeof r.reqId === 'string' && r.reqId.length >= 8)).toBe(true);
  });

  it("keeps the proxy's request id and makes its own for anything else", async () => {
    const other = await createTestApp({ seed: false, configure: (c) => ({ ...c, trustedProxies: '127.0.0.1' }) });
    try {
      const kept = await other.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
      expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
      const forged = await other.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await other.close();
    }
  });
});

describe('development logs', () => {
  it('prints one readable line per entry with the level, the request and its id', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 40,
        time: Date.UTC(2026, 10, 24, 9, 4, 31),
        pid: 1,
        hostname: 'h',
        reqId: 'abc',
        req: { method: 'POST', path: '/api/X' },
        msg: 'bank result refused',
        reason: 'amount',
      }),
      false,
    );
    expect(line).toBe('09:04:31  UYARI  bank result refused  POST /api/X  {"reason":"amount"}  [abc]\n');
    expect(prettyLine('not json', false)).toBe('not json\n');
  });
});
