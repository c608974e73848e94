import { describe, expect, it } from 'vitest';
import { addressText, addressTextWithPlace, type AddressNames } from '../address-text';
import { turkishTitleCase } from '../turkish-case';

const odabasi: AddressNames = {
  district_name: 'ODABAŞI',
  is_village: false,
  street_name: 'KURTULUŞ CADDE',
  street_type: 'CADDE',
  outer_door_no: '12',
  inner_door_no: '3',
};

describe('turkishTitleCase', () => {
  it.each([
    ['IŞIK', 'Işık'],
    ['İSTİKLAL', 'İstiklal'],
    ['ŞEHİT ÖĞRETMEN', 'Şehit Öğretmen'],
    ['ÜRGEN PAŞA', 'Ürgen Paşa'],
    ['ILGIN 2. SOKAK', 'Ilgın 2. Sokak'],
    ['II. ABDÜLHAMİT', 'II. Abdülhamit'],
    ["ATATÜRK'ÜN", "Atatürk'ün"],
    ['HACI-BEKTAŞ', 'Hacı-Bektaş'],
    ['odabaşı', 'Odabaşı'],
  ])('%s → %s', (upper, title) => {
    expect(turkishTitleCase(upper)).toBe(title);
  });
});

describe('addressText', () => {
  it('writes the postal style in Turkish title case', () => {
    expect(addressText(odabasi)).toBe('Odabaşı Mah. Kurtuluş Cad. No:12 İç Kapı:3');
  });

  it.each([
    ['KURTULUŞ CADDE', 'CADDE', 'Kurtuluş Cad.'],
    ['KURTULUŞ CADDESİ', 'CADDE', 'Kurtuluş Cad.'],
    ['KURTULUŞ CAD.', 'CADDE', 'Kurtuluş Cad.'],
    ['KURTULUŞ', 'CADDE', 'Kurtuluş Cad.'],
    ['ILGIN 2. SOKAK', 'SOKAK', 'Ilgın 2. Sok.'],
    ['LALE SOKAĞI', 'SOKAK', 'Lale Sok.'],
    ['İNÖNÜ', 'BULVAR', 'İnönü Bulv.'],
    ['CUMHURİYET MEYDANI', 'MEYDAN', 'Cumhuriyet Meyd.'],
    ['ASİ', 'KÜME EVLER', 'Asi Küme Evler'],
    ['ASİ KÜME EVLER', 'KÜME EVLER', 'Asi Küme Evler'],
    ['ÇINAR', null, 'Çınar'],
  ])('street %s (%s) reads %s, its type once', (street_name, street_type, street) => {
    expect(addressText({ ...odabasi, street_name, street_type })).toBe(`Odabaşı Mah. ${street} No:12 İç Kapı:3`);
  });

  it.each([
    [{ district_name: 'ALAHAN KÖYÜ', is_village: true }, 'Alahan Köyü'],
    [{ district_name: 'ALAHAN', is_village: true }, 'Alahan Köyü'],
    [{ district_name: 'ŞENKÖY KÖYÜ', is_village: null }, 'Şenköy Köyü'],
    [{ district_name: 'GÜLLÜBAHÇE MAHALLESİ', is_village: false }, 'Güllübahçe Mah.'],
    [{ district_name: 'YAVUZ SELİM MAH.', is_village: false }, 'Yavuz Selim Mah.'],
  ])('district %o reads %s', (district, text) => {
    expect(addressText({ ...odabasi, ...district })).toBe(`${text} Kurtuluş Cad. No:12 İç Kapı:3`);
  });

  it('leaves missing parts out', () => {
    expect(addressText({ ...odabasi, inner_door_no: null })).toBe('Odabaşı Mah. Kurtuluş Cad. No:12');
    expect(addressText({ ...odabasi, street_name: null, street_type: null, outer_door_no: '  ' })).toBe('Odabaşı Mah. İç Kapı:3');
    expect(addressText({ ...odabasi, district_name: null, is_village: null })).toBe('Kurtuluş Cad. No:12 İç Kapı:3');
    const nothing = { district_name: null, is_village: null, street_name: null, street_type: null, outer_door_no: null, inner_door_no: null };
    expect(addressText(nothing)).toBe('');
    expect(addressTextWithPlace({ ...nothing, county_name: null, city_name: null })).toBe('');
  });

  it('keeps door numbers as the register writes them', () => {
    expect(addressText({ ...odabasi, outer_door_no: '7/A', inner_door_no: 'B1' })).toBe('Odabaşı Mah. Kurtuluş Cad. No:7/A İç Kapı:B1');
  });
});

describe('addressTextWithPlace', () => {
  it('ends with County/City in title case', () => {
    expect(addressTextWithPlace({ ...odabasi, county_name: 'ANTAKYA', city_name: 'HATAY' })).toBe('Odabaşı Mah. Kurtuluş Cad. No:12 İç Kapı:3 Antakya/Hatay');
    expect(addressTextWithPlace({ ...odabasi, county_name: 'İSKENDERUN', city_name: 'HATAY' })).toMatch(/ İskenderun\/Hatay$/);
    expect(addressTextWithPlace({ ...odabasi, county_name: null, city_name: 'HATAY' })).toMatch(/İç Kapı:3 Hatay$/);
  });
});
