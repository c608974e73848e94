import { describe, expect, it } from 'vitest';
import { cardBrandOf, isLuhnValid } from '../card';

describe('payment card checks', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['5555555555554444', true],
    ['2223003122003222', true],
    ['4355084355084358', true],
    ['4111111111111112', false],
    ['1234', false],
    ['4111-1111-1111-111a', false],
  ])('Luhn %s → %s', (pan, valid) => {
    expect(isLuhnValid(pan)).toBe(valid);
  });

  it.each([
    ['4111111111111111', 100],
    ['5555555555554444', 200],
    ['5105105105105100', 200],
    ['2223003122003222', 200],
    ['378282246310005', null],
    ['6011111111111117', null],
    ['9792030000000000', null],
  ])('brand of %s is %s', (pan, brand) => {
    expect(cardBrandOf(pan)).toBe(brand);
  });
});
