import { z } from 'zod';
import { code, isoDate, kurus, oid, typeError, year } from '../schemas';

/** Field shapes of the four declarations, shared by the forms and the server. */
const decimals = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

export const area = (label: string) =>
  z
    .number(typeError(`${label} sayı olmalıdır.`))
    .positive(`${label} sıfırdan büyük olmalıdır.`)
    .max(100_000_000, `${label} en fazla 100.000.000 m² olabilir.`)
    .refine((v) => decimals(v, 2), `${label} en fazla iki ondalık basamak içerebilir.`);

export const shareRatio = z
  .number(typeError('Hisse oranı sayı olmalıdır.'))
  .gt(0, 'Hisse oranı 0 ile 1 arasında olmalıdır.')
  .max(1, 'Hisse oranı 0 ile 1 arasında olmalıdır.')
  .refine((v) => decimals(v, 6), 'Hisse oranı en fazla altı ondalık basamak içerebilir.');

const addressChain = {
  districtCode: code,
  streetCode: code,
  outerDoorOid: oid,
};

const text = (label: string, max: number) =>
  z
    .string(typeError(`${label} giriniz.`))
    .trim()
    .min(2, `${label} en az 2 karakter olmalıdır.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

const estateCode = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Emlak türü bina (1), arsa (2) veya arazi (3) olmalıdır.' });

/** Building, plot or land (the estate codes). Which fields are required depends on the code. */
export const estateDeclarationSchema = z
  .object({
    estateCode,
    taxYear: year,
    ...addressChain,
    innerDoorOid: oid.optional(),
    blockNo: z.string().trim().max(10, 'Ada no en fazla 10 karakter olabilir.').optional(),
    parcelNo: z.string().trim().max(10, 'Parsel no en fazla 10 karakter olabilir.').optional(),
    landArea: area('Arsa/arazi alanı').optional(),
    share: shareRatio,
    landTypeOid: oid.optional(),
    estateUsageTypeOid: oid.optional(),
    constructionTypeCode: code.optional(),
    buildingClassCode: code.optional(),
    constructionYear: year.optional(),
    floorArea: area('Brüt alan').optional(),
    landShareArea: z
      .number(typeError('Arsa payı sayı olmalıdır.'))
      .min(0, 'Arsa payı negatif olamaz.')
      .max(100_000_000)
      .refine((v) => decimals(v, 2), 'Arsa payı en fazla iki ondalık basamak içerebilir.')
      .default(0),
    centralHeating: z.boolean().default(false),
    elevator: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    const need = (field: keyof typeof d, message: string) => {
      if (d[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (d.estateCode === 1) {
      need('innerDoorOid', 'Bağımsız bölüm seçiniz.');
      need('estateUsageTypeOid', 'Kullanım türü seçiniz.');
      need('constructionTypeCode', 'Yapı tarzı seçiniz.');
      need('buildingClassCode', 'Yapı sınıfı seçiniz.');
      need('constructionYear', 'Yapım yılını giriniz.');
      need('floorArea', 'Brüt alanı giriniz.');
      if (d.constructionYear !== undefined && d.constructionYear > d.taxYear) {
        ctx.addIssue({ code: 'custom', path: ['constructionYear'], message: 'Yapım yılı beyan yılından sonra olamaz.' });
      }
    } else {
      need('landArea', 'Arsa/arazi alanını giriniz.');
      if (d.estateCode === 3) need('landTypeOid', 'Arazi cinsini seçiniz.');
    }
  });

export const entertainmentDeclarationSchema = z
  .object({
    entertainmentPlaceTypeOid: oid,
    entertainmentTypeOid: oid,
    venueName: text('İşyeri adı', 100),
    periodStart: isoDate,
    periodEnd: isoDate,
    ticketRevenue: kurus.min(0, 'Bilet hasılatı negatif olamaz.').max(100_000_000_000).default(0),
    ...addressChain,
  })
  .superRefine((d, ctx) => {
    if (d.periodEnd < d.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'Dönem sonu dönem başından önce olamaz.' });
    else if (d.periodEnd.slice(0, 4) !== d.periodStart.slice(0, 4)) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'Dönem aynı yıl içinde olmalıdır.' });
  });

export const advertisingDeclarationSchema = z.object({
  advertisingTypeOid: oid,
  advertisingTaxLocationOid: oid,
  taxYear: year,
  /** Advertising calculation type area is 1, the only one. */
  calculationType: z.literal(1, { error: 'Hesaplama türü alan (1) olmalıdır.' }).default(1),
  area: area('Reklam alanı'),
  sides: z.number(typeError('Yüz sayısı giriniz.')).int('Yüz sayısı tam sayı olmalıdır.').min(1, 'Yüz sayısı en az 1 olmalıdır.').max(4, 'Yüz sayısı en fazla 4 olabilir.'),
  periods: z
    .number(typeError('Dönem sayısı giriniz.'))
    .int('Dönem sayısı tam sayı olmalıdır.')
    .min(1, 'Dönem sayısı en az 1 olmalıdır.')
    .max(52, 'Dönem sayısı en fazla 52 olabilir.')
    .default(1),
  description: z.string().trim().max(200, 'Açıklama en fazla 200 karakter olabilir.').optional(),
  ...addressChain,
});

export const ectDeclarationSchema = z.object({
  ectActivityTypeOid: oid,
  taxYear: year,
  workplaceName: text('İşyeri adı', 100),
  ...addressChain,
  innerDoorOid: oid.optional(),
});

export const declarationFiles = z.array(oid).max(5, 'En fazla 5 belge ekleyebilirsiniz.').default([]);
/** "Plus registry fields": the registry filed for; only the member's own is accepted. */
export const registryField = oid.optional();
