import { describe, expect, it } from 'vitest';
import { nestpayHashV3, verifyNestpayCallback } from '../nestpay-hash';

// docs/domain/payments-and-banks.md, "Worked example (3D Pay request)".
const example = {
  clientid: '190100000',
  storetype: '3d_pay',
  amount: '100.25',
  oid: 'order222',
  okUrl: 'https://domain.com/success',
  failUrl: 'https://domain.com/fail_url',
  rnd: 'rand',
  lang: 'tr',
  currency: '949',
  taksit: '',
  islemtipi: 'Auth',
  hashAlgorithm: 'ver3',
  firmaadi: 'siparis veren',
  Email: 'test@test.com',
};
const exampleHash = '/uPxhEKWCEGi3NsDOOQ4u8Hu5g71v5GWspOid70WehTWEz97PqxG3IN1Jv5jsbOXOw3Z3Rr/0UtywzEgbqFfdA==';

describe('Nestpay hash version 3', () => {
  it('reproduces the worked example of docs/domain/payments-and-banks.md to the character', () => {
    expect(nestpayHashV3(example, '123456')).toBe(exampleHash);
  });

  it('does not depend on the order the fields arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(example).reverse());
    expect(nestpayHashV3(reversed, '123456')).toBe(exampleHash);
  });

  it('leaves out hash, encoding and nationalidno in any case', () => {
    expect(nestpayHashV3({ ...example, HASH: 'x', encoding: 'ISO-8859-9', NATIONALIDNO: '1' }, '123456')).toBe(exampleHash);
  });

  it('escapes backslashes and pipes, the store key included', () => {
    const plain = nestpayHashV3({ a: 'x|y' }, 'k');
    expect(plain).not.toBe(nestpayHashV3({ a: 'x', b: 'y' }, 'k'));
    expect(nestpayHashV3({ a: 'x\\' }, 'k|')).toHaveLength(88);
  });

  it('verifies a callback and refuses a changed amount or a blanked mdStatus', () => {
    const body = { ...example, mdStatus: '1', Response: 'Approved', ProcReturnCode: '00' } as Record<string, string>;
    body.HASH = nestpayHashV3(body, '123456');
    expect(verifyNestpayCallback(body, '123456')).toBe(true);
    expect(verifyNestpayCallback({ ...body, amount: '1.00' }, '123456')).toBe(false);
    expect(verifyNestpayCallback({ ...body, mdStatus: '' }, '123456')).toBe(false);
    expect(verifyNestpayCallback(body, 'other-key')).toBe(false);
    expect(verifyNestpayCallback({ ...body, HASH: '' }, '123456')).toBe(false);
  });
});
