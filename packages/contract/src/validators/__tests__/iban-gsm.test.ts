import { describe, expect, it } from 'vitest';
import { formatIban, ibanBankCode, isValidTurkishIban, makeTurkishIban } from '../iban';
import { formatGsm, maskGsm, normalizeGsm } from '../gsm';

describe('Turkish IBAN (docs/domain/identity-numbers.md)', () => {
  it('accepts the registry example and a constructed one', () => {
    expect(isValidTurkishIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTurkishIban('tr84 0001 0000 0001 2345 6789 01')).toBe(true);
  });
  it('rejects a wrong check, a foreign country and a short number', () => {
    expect(isValidTurkishIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTurkishIban('DE89370400440532013000')).toBe(false);
    expect(isValidTurkishIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTurkishIban('TR3300061005197864578413XX')).toBe(false);
    expect(isValidTurkishIban('')).toBe(false);
  });
  it('builds valid numbers and reads the bank code', () => {
    const iban = makeTurkishIban('00010', '12345678901');
    expect(iban).toBe('TR840001000000012345678901');
    expect(isValidTurkishIban(iban)).toBe(true);
    expect(ibanBankCode(iban)).toBe('00010');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});

describe('mobile numbers (docs/domain/identity-numbers.md)', () => {
  it.each([
    ['05352120000', '5352120000'],
    ['+90 535 212 00 00', '5352120000'],
    ['(535) 212 00 00', '5352120000'],
    ['5352120000', '5352120000'],
  ])('normalises %s', (input, national) => expect(normalizeGsm(input)).toBe(national));
  it.each(['4352120000', '535212000', '0090535212000', ''])('rejects %s', (input) => expect(normalizeGsm(input)).toBeNull());
  it('formats with the spec mask and masks for display', () => {
    expect(formatGsm('5352120000')).toBe('(535) 212 00 00');
    expect(formatGsm('535')).toBe('(535)');
    expect(formatGsm('53')).toBe('(53');
    expect(maskGsm('5352120034')).toBe('(5**) *** ** 34');
  });
});
