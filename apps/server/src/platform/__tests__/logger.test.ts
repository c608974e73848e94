import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const options = loggerOptions('info') as pino.LoggerOptions;
  return { log: pino(options, stream), lines };
}

describe('log redaction (house style 10)', () => {
  it('hides national ids, phones, e-mails, tokens, passwords and card data wherever we log them', () => {
    const { log, lines } = capture();
    log.info({ userPidNo: '10000000146', body: { gsmNumber: '5352120000', password: 'Gizli.123', pan: '4355084355084358', cvv: '123' } }, 'sign in');
    log.info({ member: { nationalId: '10000000146' }, data: { AccessToken: 'eyJhbGciOi', email: 'ali@example.com' } }, 'member');
    const text = lines.join('');
    for (const secret of ['10000000146', '5352120000', 'Gizli.123', '4355084355084358', 'eyJhbGciOi', 'ali@example.com', '"123"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[gizli]');
  });

  it('logs request paths without their query string', () => {
    const { log, lines } = capture();
    log.info({ req: { method: 'GET', url: '/e-devlet-girisi?code=SECRETCODE', id: 'r1' } }, 'request');
    expect(lines.join('')).not.toContain('SECRETCODE');
    expect(lines.join('')).toContain('/e-devlet-girisi');
  });
});
