import { applicationTypes } from './enums';

/**
 * The water applications a citizen can file online and the rules of each, as data:
 * the web shows them before the citizen starts and the server applies the same table. A type
 * not listed here is not offered online (the water unit's counter handles it).
 */

/** The documents a water application may ask for. */
export const waterDocumentKinds = {
  titleDeedOrLease: { tr: 'Tapu senedi veya kira sözleşmesi' },
  identity: { tr: 'Nüfus cüzdanı / kimlik kartı' },
  authorisation: { tr: 'Vekâletname veya yetki belgesi (başkası adına başvuruda)' },
  reductionProof: { tr: 'İndirim hakkını gösteren belge (engelli sağlık kurulu raporu, şehit yakını / gazi kimlik kartı)' },
  meterPhoto: { tr: 'Sayacın ve endeksin okunur fotoğrafı' },
  invoiceCopy: { tr: 'İtiraz edilen fatura' },
  illegalUsageReport: { tr: 'Kaçak kullanım tespit tutanağı' },
} as const;

export type WaterDocumentKind = keyof typeof waterDocumentKinds;
export const waterDocumentKindKeys = Object.keys(waterDocumentKinds) as [WaterDocumentKind, ...WaterDocumentKind[]];

/**
 * What an application is about: a property not yet subscribed (from the address lookups, down
 * to the inner door), one of the applicant's own subscriptions, or another holder's
 * subscription taken over by its number (assignment).
 */
export type WaterApplicationSubject = 'property' | 'ownSubscription' | 'otherSubscription';

/**
 * What approval does: mount a meter on a new subscription (meter operation 2), replace the
 * meter (3), move the subscription to the applicant, move it to a new address, or record the
 * water unit's decision only.
 */
export type WaterApplicationFlow = 'mountMeter' | 'replaceMeter' | 'transfer' | 'addressUpdate' | 'decision';

/** A fee line of a type: the deposit from the deposit tariff, the connection fee from its tariff (by subscriber type). */
export type WaterFeeKind = 'deposit' | 'connection';

export interface WaterApplicationRule {
  typeCode: number;
  name: string;
  summary: string;
  whoMayApply: string;
  subject: WaterApplicationSubject;
  /** Asks for a (new) property from the address lookups down to the inner door. */
  asksProperty: boolean;
  asksSubscriberType: boolean;
  asksReductionGround: boolean;
  asksMeterReading: boolean;
  /** A written statement: the grounds of an appeal, what changes. */
  asksStatement: boolean;
  requiredDocuments: readonly WaterDocumentKind[];
  optionalDocuments: readonly WaterDocumentKind[];
  fees: readonly WaterFeeKind[];
  /** Whether the ID number + registered phone + SMS code path is allowed (otherwise signed-in only). */
  smsPathAllowed: boolean;
  flow: WaterApplicationFlow;
  /** What happens after approval, in the citizen's words. */
  outcome: string;
}

const rule = (r: Omit<WaterApplicationRule, 'name'> & { key: keyof typeof applicationTypes }): WaterApplicationRule => {
  const { key, ...rest } = r;
  return { ...rest, name: applicationTypes[key].tr };
};

export const waterApplicationRules: readonly WaterApplicationRule[] = [
  rule({
    key: 'newSubscription',
    typeCode: applicationTypes.newSubscription.code,
    summary: 'Su aboneliği olmayan bir konut veya işyeri için yeni abonelik ve sayaç takılması.',
    whoMayApply: 'Taşınmazın maliki veya kiracısı (kendi adına).',
    subject: 'property',
    asksProperty: true,
    asksSubscriberType: true,
    asksReductionGround: false,
    asksMeterReading: false,
    asksStatement: false,
    requiredDocuments: ['titleDeedOrLease', 'identity'],
    optionalDocuments: ['authorisation'],
    fees: ['deposit', 'connection'],
    smsPathAllowed: false,
    flow: 'mountMeter',
    outcome: 'Onaydan sonra sayaç takılır, abone numaranız verilir ve abonelik aktif olur.',
  }),
  rule({
    key: 'assignment',
    typeCode: applicationTypes.assignment.code,
    summary: 'Mevcut bir aboneliğin yeni kiracıya veya yeni malike devri. Önceki abonenin borçları önceki abonede kalır.',
    whoMayApply: 'Taşınmazın yeni maliki veya yeni kiracısı.',
    subject: 'otherSubscription',
    asksProperty: false,
    asksSubscriberType: true,
    asksReductionGround: false,
    asksMeterReading: true,
    asksStatement: false,
    requiredDocuments: ['titleDeedOrLease', 'identity'],
    optionalDocuments: ['authorisation'],
    fees: ['deposit'],
    smsPathAllowed: false,
    flow: 'transfer',
    outcome: 'Onaydan sonra abonelik sizin adınıza geçer; devir tarihinden önceki borçlar önceki abonede kalır.',
  }),
  rule({
    key: 'addressAndSubscriberInfoUpdate',
    typeCode: applicationTypes.addressAndSubscriberInfoUpdate.code,
    summary: 'Aboneliğinizin adresinin (numarataj değişikliği) ve iletişim bilgilerinizin güncellenmesi.',
    whoMayApply: 'Aboneliğin sahibi.',
    subject: 'ownSubscription',
    asksProperty: true,
    asksSubscriberType: false,
    asksReductionGround: false,
    asksMeterReading: false,
    asksStatement: true,
    requiredDocuments: ['identity'],
    optionalDocuments: ['titleDeedOrLease'],
    fees: [],
    smsPathAllowed: true,
    flow: 'addressUpdate',
    outcome: 'Onaydan sonra aboneliğinizin adresi ve iletişim telefonu güncellenir.',
  }),
  rule({
    key: 'tariffReduction',
    typeCode: applicationTypes.tariffReduction.code,
    summary: 'Yasal indirim hakkı olan aboneler için indirimli su tarifesi.',
    whoMayApply: 'Aboneliğin sahibi; indirim hakkı kendisinde veya birlikte yaşadığı aile bireyinde olan.',
    subject: 'ownSubscription',
    asksProperty: false,
    asksSubscriberType: false,
    asksReductionGround: true,
    asksMeterReading: false,
    asksStatement: false,
    requiredDocuments: ['reductionProof', 'identity'],
    optionalDocuments: [],
    fees: [],
    smsPathAllowed: true,
    flow: 'decision',
    outcome: 'Onaydan sonra indirim bir sonraki faturanızdan itibaren uygulanır.',
  }),
  rule({
    key: 'meterChange',
    typeCode: applicationTypes.meterChange.code,
    summary: 'Arızalı, donmuş veya hasarlı sayacın değiştirilmesi.',
    whoMayApply: 'Aboneliğin sahibi.',
    subject: 'ownSubscription',
    asksProperty: false,
    asksSubscriberType: false,
    asksReductionGround: false,
    asksMeterReading: true,
    asksStatement: true,
    requiredDocuments: ['meterPhoto'],
    optionalDocuments: [],
    fees: [],
    smsPathAllowed: true,
    flow: 'replaceMeter',
    outcome: 'Onaydan sonra ekip sayacınızı değiştirir; yeni sayaç numarası aboneliğinize işlenir.',
  }),
  rule({
    key: 'invoiceAndMeterAppeal',
    typeCode: applicationTypes.invoiceAndMeterAppeal.code,
    summary: 'Fatura tutarına veya sayaç endeksine itiraz.',
    whoMayApply: 'Aboneliğin sahibi.',
    subject: 'ownSubscription',
    asksProperty: false,
    asksSubscriberType: false,
    asksReductionGround: false,
    asksMeterReading: true,
    asksStatement: true,
    requiredDocuments: ['invoiceCopy', 'meterPhoto'],
    optionalDocuments: [],
    fees: [],
    smsPathAllowed: true,
    flow: 'decision',
    outcome: 'İtirazınız incelenir; haklı bulunursa fatura düzeltilir, sonuç SMS ile bildirilir.',
  }),
  rule({
    key: 'illegalUsageAppeal',
    typeCode: applicationTypes.illegalUsageAppeal.code,
    summary: 'Adınıza düzenlenen kaçak su kullanım tespitine itiraz.',
    whoMayApply: 'Tutanakta adı geçen kişi.',
    subject: 'property',
    asksProperty: true,
    asksSubscriberType: false,
    asksReductionGround: false,
    asksMeterReading: false,
    asksStatement: true,
    requiredDocuments: ['illegalUsageReport', 'identity'],
    optionalDocuments: ['titleDeedOrLease'],
    fees: [],
    smsPathAllowed: false,
    flow: 'decision',
    outcome: 'İtirazınız incelenir ve sonucu SMS ile bildirilir.',
  }),
];

export const waterApplicationRuleOf = (typeCode: number) => waterApplicationRules.find((r) => r.typeCode === typeCode);

/** Subscriber types a water application may ask for ('*' is a filter, not a type). */
export const waterSubscriberTypeCodes = ['G', 'Y', 'T', 'K', 'D'] as const;
export type WaterSubscriberTypeCode = (typeof waterSubscriberTypeCodes)[number];
