import { describe, expect, it } from 'vitest';
import { isValidTckn } from '../tckn';
import { isValidVkn } from '../vkn';
import { isValidTcknOrVkn } from '../national-id';

describe('TCKN checksum (docs/domain/identity-numbers.md)', () => {
  it.each(['10000000146', '17291716060', '12345678950', '19090909018', '64211142102', '62345678900'])('accepts %s', (value) => expect(isValidTckn(value)).toBe(true));
  it.each(['17291716050', '10000000147', '01234567890', '1000000014', '1000000014a', '100000001466', ''])('rejects %s', (value) => expect(isValidTckn(value)).toBe(false));
});

describe('VKN checksum (docs/domain/identity-numbers.md)', () => {
  it.each(['4540536920', '1234567890', '3880032183'])('accepts %s', (value) => expect(isValidVkn(value)).toBe(true));
  it.each(['4540536921', '0000000000', '454053692', 'abcdefghij'])('rejects %s', (value) => expect(isValidVkn(value)).toBe(false));
});

describe('TCKN or VKN', () => {
  it('routes by length', () => {
    expect(isValidTcknOrVkn('10000000146')).toBe(true);
    expect(isValidTcknOrVkn('4540536920')).toBe(true);
    expect(isValidTcknOrVkn('4540536921')).toBe(false);
  });
});
