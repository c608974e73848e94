import { turkishTitleCase } from './turkish-case';

/** The names of an address chain's parts (district → street → outer door → inner door); a missing part is null. */
export interface AddressNames {
  district_name: string | null;
  is_village: boolean | null;
  street_name: string | null;
  street_type: string | null;
  outer_door_no: string | null;
  inner_door_no: string | null;
}

/** The county and city the district lies in. */
export interface AddressPlace {
  county_name: string | null;
  city_name: string | null;
}

interface Kind {
  short: string;
  /** How the register may already end a name with this kind, upper case. */
  spellings: readonly string[];
}

const neighbourhood: Kind = { short: 'Mah.', spellings: ['MAHALLE', 'MAHALLESİ', 'MAH.'] };
const village: Kind = { short: 'Köyü', spellings: ['KÖY', 'KÖYÜ'] };
const streetKinds: Record<string, Kind> = {
  CADDE: { short: 'Cad.', spellings: ['CADDE', 'CADDESİ', 'CAD.', 'CD.'] },
  SOKAK: { short: 'Sok.', spellings: ['SOKAK', 'SOKAĞI', 'SOK.', 'SK.'] },
  BULVAR: { short: 'Bulv.', spellings: ['BULVAR', 'BULVARI', 'BULV.', 'BLV.'] },
  MEYDAN: { short: 'Meyd.', spellings: ['MEYDAN', 'MEYDANI', 'MEYD.', 'MEY.'] },
};

const upper = (text: string) => text.toLocaleUpperCase('tr-TR');
const wordsOf = (text: string) => upper(text).trim().split(/\s+/);
const endsWithWords = (words: readonly string[], spelling: string) => wordsOf(spelling).every((word, i, all) => words.at(i - all.length) === word);

/** The name with its kind written once, at the end and short: 'ATATÜRK CADDESİ' and 'ATATÜRK' both give 'Atatürk Cad.'. */
function named(name: string, kind: Kind): string {
  const words = wordsOf(name);
  const spelling = kind.spellings.find((s) => endsWithWords(words, s));
  const base = spelling ? words.slice(0, words.length - wordsOf(spelling).length) : words;
  return [turkishTitleCase(base.join(' ')), kind.short].filter(Boolean).join(' ');
}

function districtPart(name: string, isVillage: boolean | null): string {
  const isVillageName = village.spellings.some((s) => endsWithWords(wordsOf(name), s));
  return named(name, isVillage || isVillageName ? village : neighbourhood);
}

function streetPart(name: string, type: string | null): string {
  const typeName = type?.trim() ? upper(type.trim()) : null;
  if (!typeName) return turkishTitleCase(name.trim());
  return named(name, streetKinds[typeName] ?? { short: turkishTitleCase(typeName), spellings: [typeName] });
}

/**
 * One address line for the citizen, in the Turkish postal style: 'Odabaşı Mah. Kurtuluş Cad.
 * No:12 İç Kapı:3', a village as 'Alahan Köyü', names in Turkish title case. Missing parts are
 * left out, so a row without an address gives ''.
 */
export function addressText(names: AddressNames): string {
  return [
    names.district_name?.trim() ? districtPart(names.district_name, names.is_village) : null,
    names.street_name?.trim() ? streetPart(names.street_name, names.street_type) : null,
    names.outer_door_no?.trim() ? `No:${names.outer_door_no.trim()}` : null,
    names.inner_door_no?.trim() ? `İç Kapı:${names.inner_door_no.trim()}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The address line followed by 'County/City', for a text read away from the municipality's own screens (a postal address). */
export function addressTextWithPlace(names: AddressNames & AddressPlace): string {
  const place = [names.county_name, names.city_name]
    .filter((name): name is string => !!name?.trim())
    .map((name) => turkishTitleCase(name.trim()))
    .join('/');
  return [addressText(names), place].filter(Boolean).join(' ');
}
