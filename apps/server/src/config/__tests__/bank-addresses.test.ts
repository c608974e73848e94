import { describe, expect, it } from 'vitest';
import { addressAllowed, isAddressOrBlock } from '../bank-addresses';

describe("a bank's allowed addresses", () => {
  it.each([
    ['127.0.0.1', true],
    ['10.20.0.0/16', true],
    ['2001:db8::/32', true],
    ['::1', true],
    ['10.0.0.0/33', false],
    ['2001:db8::/129', false],
    ['192.0.2.300', false],
    ['10.0.0.0/8/8', false],
    ['bank.example', false],
    ['', false],
  ])('%s is an address or block: %s', (entry, valid) => expect(isAddressOrBlock(entry)).toBe(valid));

  it('matches addresses and blocks, IPv4 reported by a dual-stack socket too', () => {
    const allowed = ['127.0.0.1', '10.20.0.0/16', '2001:db8::/32'];
    expect(addressAllowed(allowed, '127.0.0.1')).toBe(true);
    expect(addressAllowed(allowed, '::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed(allowed, '10.20.255.1')).toBe(true);
    expect(addressAllowed(allowed, '10.21.0.1')).toBe(false);
    expect(addressAllowed(allowed, '2001:db8::42')).toBe(true);
    expect(addressAllowed(allowed, '2001:db9::42')).toBe(false);
    expect(addressAllowed(allowed, '127.0.0.2')).toBe(false);
    expect(addressAllowed([], '127.0.0.1')).toBe(false);
    expect(addressAllowed(allowed, 'not-an-address')).toBe(false);
  });
});
