// Writes the generated part of the Kilis example import set (imports/examples): the rows after
// the hand-written first ones. Deterministic, so a rerun rewrites the same files.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../imports/examples');
const pad = (n, w) => String(n).padStart(w, '0');

function tckn(first9) {
  const d = [...first9].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((7 * odd - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${first9}${d10}${d11}`;
}
function vkn(first9) {
  let sum = 0;
  [...first9].map(Number).forEach((digit, i) => {
    const t = (digit + 9 - i) % 10;
    const v = t === 0 ? 0 : (t * 2 ** (9 - i)) % 9 || 9;
    sum += v;
  });
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/** The hand-written head of a file: its lines up to and including `keep` data rows. */
const head = (file, keep, encoding = 'utf8') => {
  const text = encoding === 'utf8' ? readFileSync(path.join(dir, file), 'utf8') : iconv.decode(readFileSync(path.join(dir, file)), 'win1254');
  return text.split(/\r?\n/).slice(0, keep + 1);
};
const write = (file, lines, encoding = 'utf8') => {
  const text = `${lines.join('\r\n')}\r\n`;
  writeFileSync(path.join(dir, file), encoding === 'utf8' ? text : iconv.encode(text, 'win1254'));
};

const firstNames = ['Ahmet', 'Mehmet', 'Ayşe', 'Fatma', 'Hüseyin', 'Zeynep', 'Çağrı', 'Gülşen', 'İsmail', 'Özlem', 'Şükrü', 'Ümran'];
const lastNames = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç', 'Güneş', 'Işık'];
const REGISTRIES = 300;
const BUILDINGS = 60;
const DOORS_PER_BUILDING = 5;

// Buildings 7–60 on the five streets, five independent sections each.
const buildings = head('3-buildings.csv', 6);
const doors = head('4-doors.csv', 9);
let door = 10;
for (let b = 7; b <= BUILDINGS; b++) {
  buildings.push(`1001476${pad(b, 3)};${4760001 + (b % 5)};${b};E;;`);
  for (let d = 1; d <= DOORS_PER_BUILDING; d++) doors.push(`2001476${pad(door++, 3)},1001476${pad(b, 3)},${d},E`);
}
const lastDoor = door - 1;
const doorOf = (i) => `2001476${pad(10 + ((i * 7) % (lastDoor - 9)), 3)}`;

// Registries 6–300: persons, every tenth a company with a VKN.
const registries = head('5-registries-windows-1254.csv', 5, 'win1254');
const isCompany = (i) => i % 10 === 0;
for (let i = 6; i <= REGISTRIES; i++) {
  const key = `KLS-${pad(i, 4)}`;
  if (isCompany(i)) registries.push(`${key};;${vkn(`47620${pad(i, 4)}`)};079251;;;"KİLİS TİCARET ${i} LTD. ŞTİ.";;;;;;;${doorOf(i)}`);
  else
    registries.push(
      `${key};${tckn(`4763${pad(i, 5)}`)};;;${firstNames[i % 12]};${lastNames[(i * 5) % 12]};;;;${pad((i % 28) + 1, 2)}.${pad((i % 12) + 1, 2)}.19${50 + (i % 50)};${i % 2 ? 'E' : 'K'};05${pad(32_000_0000 + i, 9)};;${doorOf(i)}`,
    );
}

// Estates: a building for every person from 6 to 205 at their door; a plot for every fifth; land for every twentieth.
// Each carries the facts the yearly property-tax run assesses it on: a building's usage type, class,
// land share (arsa payı, m²), heating and lift as codes of the tax tables; land's land type.
const estates = [
  'tasinmaz_no;sicil_no;tasinmaz_turu;adres_kodu;bina_kodu;ada_no;parsel_no;arsa_alani;hisse_pay;hisse_payda;brut_alan;kullanim_turu;yapi_tarzi_kodu;yapim_yili;aktif;kullanim_turu_kodu;yapi_sinifi_kodu;arsa_payi;kalorifer;asansor;arazi_cinsi_kodu',
];
const buildingFacts = (i) => `KONUT;${3 + (i % 2)};${20 + (i % 30)},${pad((i * 7) % 100, 2)};${i % 3 === 0 ? 'E' : 'H'};${i % 4 === 0 ? 'E' : 'H'};`;
for (let i = 6; i <= 205; i++) {
  const key = `KLS-${pad(i, 4)}`;
  if (!isCompany(i))
    estates.push(`T-${pad(i, 4)}-1;${key};1;${doorOf(i)};;${100 + (i % 40)};${i};;1;1;${80 + (i % 60)};KONUT;${(i % 4) + 1};${1970 + (i % 50)};E;${buildingFacts(i)}`);
  if (i % 5 === 0) estates.push(`T-${pad(i, 4)}-2;${key};2;;1001476${pad(7 + (i % 50), 3)};${200 + (i % 30)};${i};${300 + i};1;2;;;;;E;;;;;;`);
  if (i % 20 === 0) estates.push(`T-${pad(i, 4)}-3;${key};3;;;${300 + (i % 10)};${i};${5000 + i * 10};1;1;;;;;E;;;;;;${(i % 8) + 1}`);
}

// Subscriptions: one for each registry from 6 to 155, its last index read on 31 October 2026.
const subscriptions = ['abone_no;sicil_no;abone_turu;adres_kodu;sayac_no;son_endeks;son_endeks_tarihi;depozito;telefon;baslama_tarihi'];
for (let i = 6; i <= 155; i++) {
  subscriptions.push(
    `KLS-A-${pad(i, 5)};KLS-${pad(i, 4)};${isCompany(i) ? 'T' : 'G'};${doorOf(i)};KLS-M-${pad(i, 6)};${100 + i * 3};31.10.2026;${isCompany(i) ? '500,00' : '150,00'};;01.01.20${pad(10 + (i % 15), 2)}`,
  );
}

// Debts: the six hand-written ones, then a 500,00 TL 2026/1 property tax for each registry from 6 to
// 155, a person's on the building they own.
const debts = head('8-debts.csv', 6);
for (let i = 6; i <= 155; i++)
  debts.push(`B-G-${pad(i, 4)},KLS-${pad(i, 4)},EMLAK,,2026,1,2026/1,Emlak Vergisi 2026 1. taksit,"500,00",01.06.2026,01.03.2026,,${isCompany(i) ? '' : `T-${pad(i, 4)}-1`}`);

// Collections: 200,00 TL paid in cash on each of the first sixty generated debts.
const collections = ['tahsilat_no;borc_no;tahsilat_tarihi;tutar;gecikme_zammi;tahsilat_turu'];
for (let i = 6; i <= 65; i++) collections.push(`C-${pad(i, 4)};B-G-${pad(i, 4)};15.05.2026;200,00;;1`);

write('3-buildings.csv', buildings);
write('4-doors.csv', doors);
write('5-registries-windows-1254.csv', registries, 'win1254');
write('6-estates.csv', estates);
write('7-subscriptions.csv', subscriptions);
write('8-debts.csv', debts);
write('9-collections.csv', collections);
