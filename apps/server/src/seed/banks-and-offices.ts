import { makeTurkishIban } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { Random } from './random';

/** Bank codes as in docs/domain/identity-numbers.md (EFT participant codes); the portal's 4-digit code is the EFT code's last four. */
const banks: [eft: string, name: string][] = [
  ['00010', 'T.C. Ziraat Bankası A.Ş.'],
  ['00012', 'Türkiye Halk Bankası A.Ş.'],
  ['00015', 'Türkiye Vakıflar Bankası T.A.O.'],
  ['00032', 'Türk Ekonomi Bankası A.Ş.'],
  ['00046', 'Akbank T.A.Ş.'],
  ['00059', 'Şekerbank T.A.Ş.'],
  ['00062', 'Türkiye Garanti Bankası A.Ş.'],
  ['00064', 'Türkiye İş Bankası A.Ş.'],
  ['00067', 'Yapı ve Kredi Bankası A.Ş.'],
  ['00111', 'QNB Bank A.Ş.'],
  ['00134', 'Denizbank A.Ş.'],
  ['00203', 'Albaraka Türk Katılım Bankası A.Ş.'],
  ['00205', 'Kuveyt Türk Katılım Bankası A.Ş.'],
  ['00206', 'Türkiye Finans Katılım Bankası A.Ş.'],
  ['00209', 'Ziraat Katılım Bankası A.Ş.'],
  ['00210', 'Vakıf Katılım Bankası A.Ş.'],
];

const branchPlaces = ['Antakya', 'Antakya Çarşı', 'Defne', 'İskenderun', 'Kırıkhan', 'Reyhanlı', 'Samandağ', 'Dörtyol'];

const enforcementOffices = [
  ['Antakya 1. İcra Dairesi', 'HATAY'],
  ['Antakya 2. İcra Dairesi', 'HATAY'],
  ['Antakya 3. İcra Dairesi', 'HATAY'],
  ['İskenderun 1. İcra Dairesi', 'HATAY'],
  ['Adana 5. İcra Dairesi', 'ADANA'],
  ['Ankara 12. İcra Dairesi', 'ANKARA'],
  ['İstanbul Anadolu 8. İcra Dairesi', 'İSTANBUL'],
] as const;

/** Code, Turkish name and description, and the English ones for a citizen reading in English. */
const prApplicationTypes = [
  ['SIKAYET', 'Şikayet', 'Belediye hizmetleriyle ilgili bir sorunu bildirin.', 'Complaint', 'Report a problem with a municipal service.'],
  ['TALEP', 'Talep', 'Belediyeden bir hizmet isteyin.', 'Request', 'Ask the municipality for a service.'],
  ['ONERI', 'Öneri', 'Hizmetlerin iyileştirilmesi için önerinizi iletin.', 'Suggestion', 'Suggest how a service could be better.'],
  ['BILGI', 'Bilgi Edinme', '4982 sayılı Kanun kapsamında bilgi isteyin.', 'Information Request', 'Ask for information under Law No. 4982.'],
  ['IHBAR', 'İhbar', 'Kaçak yapı, kaçak su veya çevre kirliliğini bildirin.', 'Tip-off', 'Report illegal building, illegal water use or pollution.'],
  ['TESEKKUR', 'Teşekkür', 'Beğendiğiniz bir hizmet için teşekkür edin.', 'Thanks', 'Thank us for a service you liked.'],
] as const;

export async function seedBanksAndOffices(db: Db, random: Random): Promise<void> {
  await db
    .insertInto('bank')
    .values(banks.map(([eft, name]) => ({ bank_code: eft.slice(1), bank_name: name, eft_code: eft })))
    .execute();
  await db
    .insertInto('bank_branch')
    .values(
      banks.flatMap(([eft]) =>
        branchPlaces.slice(0, random.int(3, branchPlaces.length)).map((place, i) => ({
          bank_code: eft.slice(1),
          branch_code: String(1000 + i * 37 + (Number(eft) % 97)),
          branch_name: `${place} Şubesi`,
          city_name: place === 'Antakya' || place === 'Antakya Çarşı' || place === 'Defne' ? 'HATAY' : 'HATAY',
        })),
      ),
    )
    .execute();
  await db
    .insertInto('enforcement_office')
    .values(enforcementOffices.map(([name, city], i) => ({ office_name: name, city_name: city, iban: makeTurkishIban('00010', String(7_000_000_000 + i * 1_013)) })))
    .execute();
  await db
    .insertInto('pr_application_type')
    .values(prApplicationTypes.map(([code, name, description, nameEn, descriptionEn]) => ({ code, name, description, name_en: nameEn, description_en: descriptionEn })))
    .execute();
}
