import type { ErrorEntries } from './entry';

/** Water subscriptions and contract cancellation. */
export const waterSubscriptionErrors = {
  SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    tr: 'Abone numarası ve cep telefonu ile eşleşen bir abonelik bulunamadı.',
    en: 'No subscription matches this subscriber number and phone.',
  },
  CANCELLATION_NOT_FOUND: {
    status: 404,
    tr: 'Takip numarası ve cep telefonu ile eşleşen bir abonelik iptal başvurusu bulunamadı.',
    en: 'No cancellation application matches this tracking number and phone.',
  },
  CANCELLATION_ALREADY_OPEN: {
    status: 409,
    tr: 'Bu abonelik için sonuçlanmamış bir iptal başvurusu zaten var. Başvurunuzu takip numarasıyla izleyebilirsiniz.',
    en: 'This subscription already has an open cancellation application.',
  },
  WATER_LINE_NOT_ACTIVE: { status: 409, tr: 'Bu aboneliğin su hattı aktif değil; iptal başvurusu yapılamaz.', en: 'The water line of this subscription is not active.' },
  WATER_LINE_TRANSITION: { status: 409, tr: 'Su hattı durumu bu şekilde değiştirilemez.', en: 'The water line status cannot change this way.' },
  REPLY_TEMPLATE_DUPLICATE: {
    status: 409,
    tr: 'Bu iş kuyruğunda bu işlem için aynı başlıkta bir hazır metin zaten var.',
    en: 'A template with this title already exists for this action of this queue.',
  },
  SITE_VISIT_NOT_YET: {
    status: 409,
    tr: 'Yerinde inceleme, planlandığı günden önce yapılmış olarak kaydedilemez.',
    en: 'A site visit cannot be recorded as made before the day it was planned for.',
  },
  WATER_CUT_BEFORE_CHOSEN_DATE: {
    status: 409,
    tr: 'Abonenin seçtiği kesim tarihi henüz gelmedi. Hat daha önce kesildiyse nedenini not olarak yazınız.',
    en: 'The cutting date the subscriber chose has not come yet. If the line was cut earlier, write why in the note.',
  },
  IBAN_OWNER_MISMATCH: {
    status: 422,
    tr: 'IBAN hesap sahibi abone ile aynı kişi olmalıdır. Lütfen abonenin adına açılmış bir hesap giriniz.',
    en: 'The IBAN must belong to the subscriber.',
  },
  WATER_DEBTS_MUST_BE_PAID: {
    status: 422,
    tr: 'Aboneliğin ödenmemiş su borcu var. İptal başvurusundan önce borcun ödenmesi gerekir.',
    en: 'The open water debts must be paid before the cancellation.',
  },
  CUTTING_DATE_NOT_ALLOWED: {
    status: 422,
    tr: 'Su kesim tarihi geçmiş bir gün, hafta sonu veya resmî tatil olamaz.',
    en: 'The cutting date must be a working day, not in the past.',
  },
} as const satisfies ErrorEntries;
