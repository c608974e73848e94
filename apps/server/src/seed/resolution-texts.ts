import type { Random } from './random';

/**
 * Subjects and texts of demo resolutions, shaped like published municipal decisions
 * (docs/domain/resolutions.md). KVKK: no private person is named; parcels, streets and departments only.
 */
export interface ResolutionDraft {
  typeCode: string;
  department: string;
  subject: string;
  summary: string;
  details: string;
  attachment?: string;
}

export const resolutionTypes: [code: string, name: string][] = [
  ['IMAR', 'İmar ve Şehircilik'],
  ['BUTCE', 'Bütçe ve Mali İşler'],
  ['KAMULASTIRMA', 'Kamulaştırma'],
  ['ISIMLENDIRME', 'Cadde ve Sokak İsimlendirme'],
  ['UCRET', 'Ücret Tarifeleri'],
  ['PROTOKOL', 'Protokol ve İşbirliği'],
  ['IHALE', 'İhale ve Kiralama'],
  ['TASINMAZ', 'Taşınmaz İşlemleri'],
  ['FEN', 'Fen İşleri ve Altyapı'],
  ['PERSONEL', 'Teşkilat ve Personel'],
];

interface Place {
  district: string;
  street: string;
}

type Template = (place: Place, year: number, random: Random) => ResolutionDraft;

const parcel = (random: Random) => `${random.int(100, 2400)} ada ${random.int(1, 60)} parsel`;

const councilTemplates: Template[] = [
  (p, _y, r) => ({
    typeCode: 'IMAR',
    department: 'İmar ve Şehircilik Müdürlüğü',
    attachment: 'Plan Değişikliği Paftası',
    subject: `${p.district} Mahallesi ${parcel(r)} 1/1000 ölçekli uygulama imar planı değişikliği`,
    summary: `${p.district} Mahallesi ${p.street} üzerindeki parselde yapı nizamı ve emsal değişikliği teklifi görüşüldü.`,
    details: `Teklif, parselin bitişik nizamdan ayrık nizama alınmasını ve ${p.street} cephesinde 5 metre ön bahçe mesafesi bırakılmasını öngörmektedir. İmar ve Bayındırlık Komisyonu raporunda plan değişikliğinin bölgenin deprem sonrası yeniden yapılanmasına uygun olduğu belirtilmiştir.`,
  }),
  (_p, y) => ({
    typeCode: 'BUTCE',
    department: 'Mali Hizmetler Müdürlüğü',
    subject: `${y + 1} mali yılı bütçesi ve performans programının kabulü`,
    summary: `${y + 1} yılı gider ve gelir bütçesi ile performans programı Plan ve Bütçe Komisyonu raporu doğrultusunda görüşüldü.`,
    details: `Bütçe, yatırım programında öncelikli olarak altyapı yenileme, sosyal konut ve park düzenlemelerine kaynak ayırmaktadır. Komisyon, kesin hesap sonuçlarını ve gelir tahminlerini değerlendirerek bütçenin denk olarak kabulünü önermiştir.`,
  }),
  (p) => ({
    typeCode: 'ISIMLENDIRME',
    department: 'İmar ve Şehircilik Müdürlüğü',
    subject: `${p.district} Mahallesi'nde yeni açılan sokağa IŞIK SOKAK adı verilmesi`,
    summary: `${p.district} Mahallesi'nde imar yolu olarak açılan isimsiz sokağa "IŞIK SOKAK" adının verilmesi teklifi görüşüldü.`,
    details: `Ulusal Adres Veri Tabanında kayıtlı olmayan sokağın ${p.street} ile kesiştiği noktadan başlayarak adlandırılması ve numarataj çalışmasının yapılması için İçişleri Bakanlığına bildirilmesi önerilmektedir.`,
  }),
  (p, _y, r) => ({
    typeCode: 'KAMULASTIRMA',
    department: 'Emlak ve İstimlak Müdürlüğü',
    attachment: 'Kamulaştırma Haritası',
    subject: `${p.street} yol genişletme çalışması kapsamında ${parcel(r)} kamulaştırılması`,
    summary: `${p.district} Mahallesi ${p.street} genişletme projesi için gerekli taşınmaz bölümlerinin kamulaştırılmasına ilişkin kamu yararı kararı görüşüldü.`,
    details: `2942 sayılı Kamulaştırma Kanunu uyarınca yol genişletme projesinin ihtiyaç duyduğu taşınmaz bölümleri için kamu yararı kararı alınması ve kıymet takdir komisyonunca bedel tespiti yapılması önerilmektedir.`,
  }),
  (_p, y) => ({
    typeCode: 'UCRET',
    department: 'Mali Hizmetler Müdürlüğü',
    subject: `${y + 1} yılı ücret tarifesinin belirlenmesi`,
    summary: `Belediye hizmetlerine ilişkin ${y + 1} yılında uygulanacak ücret tarifesi görüşüldü.`,
    details: `Tarife; nikâh salonu, otopark, pazar yeri işgaliye ve ruhsat hizmetlerinin ücretlerini yeniden değerleme oranı dikkate alınarak güncellemektedir. Plan ve Bütçe Komisyonu raporu okunmuştur.`,
  }),
  (p) => ({
    typeCode: 'PROTOKOL',
    department: 'Yazı İşleri Müdürlüğü',
    subject: `Hatay Mustafa Kemal Üniversitesi ile kent arşivi işbirliği protokolü`,
    summary: `Kent belleğinin korunması amacıyla üniversite ile yapılacak işbirliği protokolü için Belediye Başkanına yetki verilmesi görüşüldü.`,
    details: `Protokol, ${p.district} Mahallesi'ndeki tarihi yapıların belgelenmesi, sayısal arşiv oluşturulması ve öğrencilerin staj çalışmalarını kapsamaktadır.`,
  }),
  (p) => ({
    typeCode: 'FEN',
    department: 'Fen İşleri Müdürlüğü',
    subject: `${p.street} ve çevresinde sokak ışıklandırma projesi`,
    summary: `${p.district} Mahallesi'nde yaya yollarının ışıklandırılması ve aydınlatma direklerinin yenilenmesi için ek ödenek talebi görüşüldü.`,
    details: `Proje, enerji tasarruflu LED armatürlerle ${p.street} boyunca 120 aydınlatma noktasının yenilenmesini ve parklarda güvenlik aydınlatmasını kapsamaktadır.`,
  }),
  () => ({
    typeCode: 'PERSONEL',
    department: 'İnsan Kaynakları ve Eğitim Müdürlüğü',
    subject: 'Norm kadro cetvelinde değişiklik yapılması',
    summary: 'Boş kadroların derece ve unvan değişikliğine ilişkin teklif görüşüldü.',
    details:
      'Belediye ve Bağlı Kuruluşları ile Mahalli İdare Birlikleri Norm Kadro İlke ve Standartlarına İlişkin Yönetmelik uyarınca teknik personel kadrolarında değişiklik önerilmektedir.',
  }),
];

const committeeTemplates: Template[] = [
  (p, _y, r) => ({
    typeCode: 'IHALE',
    department: 'Destek Hizmetleri Müdürlüğü',
    subject: `${p.district} Mahallesi ${p.street} üzerindeki belediye işyerinin kiraya verilmesi`,
    summary: `Mülkiyeti belediyeye ait ${r.int(20, 180)} m² işyerinin 3 yıl süreyle açık teklif usulüyle kiraya verilmesi görüşüldü.`,
    details: `2886 sayılı Devlet İhale Kanunu'nun 45. maddesi uyarınca muhammen bedelin belirlenmesi ve ihale komisyonunun oluşturulması önerilmektedir.`,
  }),
  (p, _y, r) => ({
    typeCode: 'TASINMAZ',
    department: 'Emlak ve İstimlak Müdürlüğü',
    subject: `${p.district} Mahallesi ${parcel(r)} hisse satışı`,
    summary: `Belediyeye ait hissenin, parselin diğer hissedarına rayiç bedel üzerinden satışı görüşüldü.`,
    details: `Kıymet takdir komisyonunca belirlenen bedel esas alınarak satış yapılması ve tapu işlemleri için yetki verilmesi önerilmektedir.`,
  }),
  (p) => ({
    typeCode: 'FEN',
    department: 'Fen İşleri Müdürlüğü',
    subject: `${p.street} asfalt kaplama ve kaldırım yenileme işi`,
    summary: `${p.district} Mahallesi'nde sıcak asfalt kaplama ve kaldırım yenileme işinin ihale edilmesi görüşüldü.`,
    details: `4734 sayılı Kamu İhale Kanunu uyarınca açık ihale usulüyle yapılacak işin yaklaşık maliyeti ve ihale komisyonu belirlenmiştir.`,
  }),
  (p) => ({
    typeCode: 'UCRET',
    department: 'Zabıta Müdürlüğü',
    subject: `${p.district} semt pazarı işgaliye ücretlerinin belirlenmesi`,
    summary: 'Semt pazarında tezgâh başına alınacak günlük işgaliye ücreti görüşüldü.',
    details: 'Meclisçe kabul edilen ücret tarifesinin uygulanmasına ilişkin esaslar belirlenmiştir.',
  }),
  (p) => ({
    typeCode: 'KAMULASTIRMA',
    department: 'Emlak ve İstimlak Müdürlüğü',
    subject: `${p.street} yol genişletmesinde kamulaştırma bedelinin uzlaşma ile belirlenmesi`,
    summary: 'Kamulaştırılan taşınmaz bölümü için uzlaşma görüşmeleri sonucunda bedelin tespiti görüşüldü.',
    details: "2942 sayılı Kanun'un 8. maddesi uyarınca uzlaşma komisyonunun tutanağı incelenmiştir.",
  }),
  (p) => ({
    typeCode: 'FEN',
    department: 'Park ve Bahçeler Müdürlüğü',
    subject: `${p.district} Mahallesi çocuk parkı ışıklandırma ve oyun grubu yenileme işi`,
    summary: 'Parkta oyun gruplarının yenilenmesi ve gece ışıklandırması için doğrudan temin yoluyla alım yapılması görüşüldü.',
    details: "4734 sayılı Kanun'un 22/d maddesi kapsamında parasal limit içinde kalan alım için onay verilmesi önerilmektedir.",
  }),
];

// The budget is adopted in the October meeting and the fee tariff in November (5393 arts. 18, 62); each once a year.
const yearlyCouncilTemplates: Record<number, Template> = { 10: councilTemplates[1]!, 11: councilTemplates[4]! };
const everyMonthCouncilTemplates = councilTemplates.filter((_t, i) => i !== 1 && i !== 4);

/**
 * A resolution of the agenda. Two decisions in a row never share one subject:
 * some subjects name no place, and a body does not decide the same matter twice running,
 * so a draw that repeats the previous subject takes the next template instead.
 */
export function draftResolution(body: 'council' | 'committee', place: Place, year: number, month: number, item: number, random: Random, previousSubject?: string): ResolutionDraft {
  const yearly = body === 'council' && item === 1 ? yearlyCouncilTemplates[month] : undefined;
  if (yearly) return yearly(place, year, random);
  const templates = body === 'council' ? everyMonthCouncilTemplates : committeeTemplates;
  const first = random.pick(templates);
  let draft = first(place, year, random);
  for (let step = 1; draft.subject === previousSubject && step < templates.length; step++) {
    draft = templates[(templates.indexOf(first) + step) % templates.length]!(place, year, random);
  }
  return draft;
}
