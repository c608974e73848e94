import { describe, expect, it } from 'vitest';
import { foldPersonName, ownerMatchesSubscriber } from '../refund-account';

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
