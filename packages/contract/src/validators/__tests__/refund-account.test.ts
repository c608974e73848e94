import { describe, expect, it } from 'vitest';
import { foldPersonName, isValidRefundIban, ownerMatchesSubscriber } from '../refund-account';

describe('refund IBAN (domain.md §1.3)', () => {
  it.each([
    ['TR330006100519786457841326', true],
    ['TR33 0006 1005 1978 6457 8413 26', true],
    ['tr840001000000012345678901', true],
    ['TR330006100519786457841327', false], // mod 97 = 28
    ['TR33000610051978645784132', false], // 25 characters
    ['DE89370400440532013000', false], // valid, but not Turkish
    ['', false],
    ['TR3300061005197864578413XX', false],
  ])('%s → %s', (iban, valid) => {
    expect(isValidRefundIban(iban)).toBe(valid);
  });
});

describe('IBAN owner is the subscriber', () => {
  it.each([
    ['AHMET YILMAZ', 'Ahmet Yılmaz', true],
    ['  ahmet   yılmaz ', 'AHMET YILMAZ', true],
    ['İSMAİL IŞIK', 'ismail ışık', true],
    ['ASİ GIDA SANAYİ VE TİCARET A.Ş.', 'Asi Gıda Sanayi ve Ticaret A.Ş.', true],
    ['Ahmet Yilmaz', 'AHMET YILMAZ', false], // I folds to ı in Turkish, so 'Yilmaz' is another name
    ['Zeynep Kaya', 'AHMET YILMAZ', false],
    ['Yılmaz Ahmet', 'AHMET YILMAZ', false],
    ['', 'AHMET YILMAZ', false],
  ])('%s vs %s → %s', (owner, subscriber, match) => {
    expect(ownerMatchesSubscriber(owner, subscriber)).toBe(match);
  });

  it('folds Turkish capitals the Turkish way', () => {
    expect(foldPersonName('IŞIL İNCİ')).toBe('ışıl inci');
  });
});
