import { countyCodes } from '@ebelediye/contract';
import { z } from 'zod';
import { bankSettingSchema } from './payment-settings';

/** The spec's marriage-fee payment (/FastPaymentForMatrimony) is Antakya's alone. */
export const MATRIMONY_COUNTY: number = countyCodes.antakya;

/**
 * Everything that makes the portal one municipality (docs/operations.md, "The municipality
 * file"). A message written here is the wrong field's reason in Turkish and English, joined by
 * " / " (municipality-errors.ts puts the field's name in front of it).
 */
const text = z.string().trim().min(1);
const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { error: 'https:// ile başlayan bir adres olmalı / must be an address starting with https://' });
/** A file beside the municipality file, by its name alone: the portal serves it at /municipality/<name>. */
const fileName = z.string().regex(/^[\w-]+(\.[\w-]+)*\.(svg|png|jpe?g|ico)$/i, {
  error: 'yanındaki bir .svg, .png, .jpg ya da .ico dosyasının yalnızca adı olmalı / must be the name alone of a .svg, .png, .jpg or .ico file beside it',
});
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'SS:DD biçiminde bir saat olmalı / must be a time written HH:MM' });
const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'bir e-posta adresi olmalı / must be an e-mail address' });
const phone = z.string().regex(/^0\d{3} \d{3} \d{2} \d{2}$/, { error: '0XXX XXX XX XX biçiminde bir telefon olmalı / must be a phone number written 0XXX XXX XX XX' });

const deadlineDays = z.number().int().min(1).max(365);
/** The back office's deadlines when the municipality file names none (to be confirmed by the municipality). */
export const defaultDeadlineDays = { waterCancellations: 15, declarations: 30, restructurings: 7, waterApplications: 15 };

/** Where citizens reach the municipality, and where they send a KVKK application. */
const postalContact = z.object({ address: text, email, kepAddress: email });

export const municipalitySchema = z
  .object({
    municipalityName: text,
    municipalityNameCapital: text,
    cityName: text,
    cityCode: z.number().int().min(1).max(81),
    countyName: text,
    countyCode: z.number().int().positive(),
    seal: fileName,
    favicon: fileName,
    websiteUrl: httpsUrl,
    mayor: z.object({ name: text, title: text, photo: fileName.or(z.literal('')), infoUrl: httpsUrl }).strict(),
    contact: postalContact.extend({ phone }).strict(),
    /** The data controller of KVKK art. 10: the municipality as a legal person, with its application addresses. */
    dataController: postalContact.extend({ name: text }).strict(),
    sms: z
      .object({
        senderName: z
          .string()
          .regex(/^[A-Za-z0-9 .-]{3,11}$/, { error: '3–11 harf, rakam, boşluk, nokta ya da tire olmalı / must be 3–11 letters, digits, spaces, dots or dashes' }),
      })
      .strict(),
    mailFrom: email,
    edevlet: z.object({ clientId: text, authorizationUrl: text, loginDisabled: z.boolean() }).strict(),
    operationPause: z.object({ start: clock, finish: clock }).strict(),
    hasSubscription: z.boolean(),
    menus: z.object({ subscription: z.boolean(), matrimonyPayment: z.boolean() }).strict(),
    lastSalaryHideTillDay: z.number().int().min(1).max(31),
    /**
     * Whether a water contract cancellation still needs the printed, signed petition, and within how
     * many days it must reach the municipality; null where the municipality's regulation lets the
     * online application stand alone. A file that says nothing keeps the paper, the safer rule.
     */
    waterCancellation: z
      .object({ signedPetitionDays: z.number().int().min(1).max(60).nullable() })
      .strict()
      .default({ signedPetitionDays: 10 }),
    /**
     * How many days the back office has to finish each kind of item, counted from its filing
     * (docs/domain/back-office-deadlines.md). Complaints are not here: Law 3071 fixes their 30 days.
     * The defaults are ours, to be confirmed by the municipality.
     */
    backOfficeDeadlineDays: z
      .object({
        waterCancellations: deadlineDays,
        declarations: deadlineDays,
        restructurings: deadlineDays,
        waterApplications: deadlineDays,
      })
      .strict()
      .default(defaultDeadlineDays),
    payments: z
      .object({
        activeBank: z.string().regex(/^\d{4}$/, { error: 'dört haneli bir banka kodu olmalı / must be a four-digit bank code' }),
        banks: z.array(bankSettingSchema.strict()).min(1),
      })
      .strict(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.menus.matrimonyPayment && m.countyCode !== MATRIMONY_COUNTY) {
      ctx.addIssue({
        code: 'custom',
        path: ['menus', 'matrimonyPayment'],
        message: `yalnızca ilçe kodu ${MATRIMONY_COUNTY} (Antakya) için açılabilir / can be on only for county code ${MATRIMONY_COUNTY} (Antakya)`,
      });
    }
    const codes = m.payments.banks.map((b) => b.bankCode);
    if (!codes.includes(m.payments.activeBank)) {
      ctx.addIssue({ code: 'custom', path: ['payments', 'activeBank'], message: 'payments.banks içinde tanımlı bir banka olmalı / must be one of the banks in payments.banks' });
    }
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) ctx.addIssue({ code: 'custom', path: ['payments', 'banks', index, 'bankCode'], message: 'iki kez tanımlanmış / is defined twice' });
    });
  });

export type Municipality = z.infer<typeof municipalitySchema>;

/** Each field's name in Turkish, by its path with list positions as `*`. */
export const municipalityFieldLabels: Record<string, string> = {
  municipalityName: 'belediyenin adı',
  municipalityNameCapital: 'belediyenin büyük harfle adı',
  cityName: 'il adı',
  cityCode: 'il plaka kodu',
  countyName: 'ilçe adı',
  countyCode: 'ilçe kodu',
  seal: 'belediye mührü',
  favicon: 'tarayıcı simgesi',
  websiteUrl: 'belediyenin web sitesi',
  mayor: 'başkan bilgileri',
  'mayor.name': 'başkanın adı',
  'mayor.title': 'başkanın unvanı',
  'mayor.photo': 'başkanın fotoğrafı',
  'mayor.infoUrl': 'başkanın sayfası',
  contact: 'iletişim bilgileri',
  'contact.address': 'iletişim adresi',
  'contact.email': 'iletişim e-postası',
  'contact.kepAddress': 'KEP adresi',
  'contact.phone': 'telefon',
  dataController: 'veri sorumlusu bilgileri',
  'dataController.name': 'veri sorumlusunun adı',
  'dataController.address': 'veri sorumlusunun adresi',
  'dataController.email': 'KVKK başvuru e-postası',
  'dataController.kepAddress': 'veri sorumlusunun KEP adresi',
  sms: 'SMS bilgileri',
  'sms.senderName': 'SMS gönderici adı',
  mailFrom: 'e-posta gönderici adresi',
  edevlet: 'e-Devlet bilgileri',
  'edevlet.clientId': 'e-Devlet istemci kimliği',
  'edevlet.authorizationUrl': 'e-Devlet giriş adresi',
  'edevlet.loginDisabled': 'e-Devlet girişinin kapalılığı',
  operationPause: 'gün sonu ödeme arası',
  'operationPause.start': 'ödeme arasının başlangıcı',
  'operationPause.finish': 'ödeme arasının bitişi',
  hasSubscription: 'su aboneliği hizmeti',
  menus: 'menüler',
  'menus.subscription': 'abonelik menüsü',
  'menus.matrimonyPayment': 'evlendirme harcı ödeme menüsü',
  lastSalaryHideTillDay: 'son maaşın gizlendiği gün',
  waterCancellation: 'abonelik iptali ayarları',
  'waterCancellation.signedPetitionDays': 'imzalı iptal dilekçesinin getirilme süresi (gün)',
  backOfficeDeadlineDays: 'arka ofis işlem süreleri (gün)',
  'backOfficeDeadlineDays.waterCancellations': 'abonelik iptallerinin işlem süresi (gün)',
  'backOfficeDeadlineDays.declarations': 'beyannamelerin inceleme süresi (gün)',
  'backOfficeDeadlineDays.restructurings': 'bozulan yapılandırmaların işlem süresi (gün)',
  'backOfficeDeadlineDays.waterApplications': 'su başvurularının işlem süresi (gün)',
  payments: 'ödeme bilgileri',
  'payments.activeBank': 'ödemelerin varsayılan bankası',
  'payments.banks': 'bankalar',
  'payments.banks.*': 'banka',
  'payments.banks.*.bankCode': 'banka kodu',
  'payments.banks.*.bankName': 'banka adı',
  'payments.banks.*.protocol': 'banka protokolü',
  'payments.banks.*.merchantId': 'üye işyeri numarası',
  'payments.banks.*.terminalNo': 'terminal numarası',
  'payments.banks.*.threeDUrl': '3-D Secure adresi',
  'payments.banks.*.apiUrl': 'banka API adresi',
  'payments.banks.*.queryUrl': 'banka sorgu adresi',
  'payments.banks.*.allowedAddresses': 'tahsilat servisine bağlanabilen adresler',
  'payments.banks.*.allowedAddresses.*': 'tahsilat servisine bağlanabilen adres',
};
