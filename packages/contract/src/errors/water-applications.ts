import type { ErrorEntries } from './entry';

/** Water applications. */
export const waterApplicationErrors = {
  WATER_APPLICATION_TYPE_NOT_OFFERED: {
    status: 422,
    tr: 'Bu başvuru türü çevrim içi yapılamamaktadır. Lütfen su işleri birimine başvurunuz.',
    en: 'This application type is not offered online.',
  },
  WATER_SMS_PATH_NOT_ALLOWED: {
    status: 422,
    tr: 'Bu başvuru türü için giriş yapmanız gerekmektedir. Lütfen e-Belediye hesabınızla giriş yaparak başvurunuz.',
    en: 'This application type needs a signed-in member.',
  },
  WATER_DOCUMENT_MISSING: { status: 422, tr: 'Bu başvuru için gerekli belgeler eksik. Lütfen istenen belgeleri ekleyiniz.', en: 'A required document is missing.' },
  WATER_DOCUMENT_INVALID: {
    status: 422,
    tr: 'Eklenen belgelerden biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen belgeyi yeniden yükleyiniz.',
    en: 'One of the documents is not a pending upload of yours.',
  },
  WATER_TARIFF_MISSING: {
    status: 422,
    tr: 'Seçilen abone türü için tarife bulunamadı. Lütfen başka bir abone türü seçiniz veya su işleri birimine başvurunuz.',
    en: 'There is no tariff for the chosen subscriber type.',
  },
  WATER_PROPERTY_SUBSCRIBED: {
    status: 409,
    tr: 'Bu bağımsız bölümde aktif bir su aboneliği zaten var. Abonelik başka birine aitse devir başvurusu yapınız.',
    en: 'This property already has an active subscription.',
  },
  WATER_APPLICATION_ALREADY_OPEN: {
    status: 409,
    tr: 'Bu adres veya abonelik için sonuçlanmamış bir başvurunuz zaten var. Başvurunuzu takip numarasıyla izleyebilirsiniz.',
    en: 'An open application already exists for this property or subscription.',
  },
  WATER_ASSIGNMENT_TO_SELF: { status: 422, tr: 'Bu abonelik zaten sizin adınıza kayıtlı; devir başvurusu yapılamaz.', en: 'The subscription is already yours.' },
  WATER_APPLICATION_NOT_FOUND: {
    status: 404,
    tr: 'Takip numarası ve cep telefonu ile eşleşen bir su başvurusu bulunamadı.',
    en: 'No water application matches this tracking number and phone.',
  },
  WATER_DOCUMENTS_NOT_REQUESTED: { status: 422, tr: 'Bu başvuru için şu anda belge istenmemektedir.', en: 'No documents are requested for this application now.' },
  WATER_METER_TAKEN: { status: 409, tr: 'Bu sayaç numarası başka bir abonelikte kayıtlı.', en: 'This meter number belongs to another subscription.' },
} as const satisfies ErrorEntries;
