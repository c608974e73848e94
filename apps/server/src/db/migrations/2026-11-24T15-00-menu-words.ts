import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 items 8, 10, 11: every menu item gets its English name, the words a citizen
 * searches it by (Turkish and English, comma separated; search folds Turkish letters), a
 * real icon instead of a letter, and an audience: the staff self-service screens are shown
 * to signed-in active employees only.
 */
type Words = { oid: number; nameEn: string; icon?: string; keywords?: string; audience?: 'employee' };

const words: Words[] = [
  { oid: 1, nameEn: 'E-MUNICIPALITY' },
  { oid: 2, nameEn: 'Home', keywords: 'anasayfa, ana sayfa, home' },
  { oid: 3, nameEn: 'Our Municipality', keywords: 'belediye, municipality' },
  { oid: 4, nameEn: 'Our Website', keywords: 'web sitesi, internet sitesi, haberler, duyurular, iletişim, website, news, contact' },
  { oid: 5, nameEn: 'Our Mayor', keywords: 'başkan, belediye başkanı, mayor' },
  { oid: 100, nameEn: 'Tax Tables', keywords: 'vergi tablosu, tarife, tax table, tariff' },
  { oid: 101, nameEn: 'Land Unit Values', icon: 'map', keywords: 'emlak, rayiç, emsal, birim değer, arsa değeri, metrekare değeri, land value, unit value, property tax' },
  { oid: 102, nameEn: 'Construction Costs', icon: 'construction', keywords: 'emlak, inşaat maliyeti, bina maliyeti, construction cost, property tax' },
  { oid: 103, nameEn: 'Depreciation Rates', icon: 'timelapse', keywords: 'emlak, aşınma, yıpranma, bina yaşı, depreciation, building age' },
  { oid: 104, nameEn: 'Advertising Tax Tariff', icon: 'signpost', keywords: 'ilan, reklam, tabela, tarife, advertising, sign, tariff' },
  { oid: 105, nameEn: 'Environment Cleaning Tax Amounts', icon: 'cleaning_services', keywords: 'çtv, çevre temizlik, çöp vergisi, temizlik vergisi, environment cleaning tax, waste tax' },
  { oid: 110, nameEn: 'Resolutions', keywords: 'karar, kararlar, resolution' },
  { oid: 111, nameEn: 'Council Resolutions', icon: 'groups', keywords: 'meclis, meclis kararı, belediye meclisi, council, council resolution' },
  { oid: 112, nameEn: 'Committee Resolutions', icon: 'meeting_room', keywords: 'encümen, encümen kararı, committee, committee resolution' },
  { oid: 120, nameEn: 'Complaints and Requests', keywords: 'şikayet, şikâyet, talep, öneri, ihbar, çöp, çöp toplama, temizlik, çukur, yol, kaldırım, sokak lambası, aydınlatma, gürültü, sokak hayvanı, park, complaint, request, garbage, rubbish, litter, pothole, street light, noise' },
  { oid: 200, nameEn: 'Debt Inquiry and Payment', keywords: 'borç, borcum, borç sorgula, vergi borcu, emlak, emlak vergisi, emlak vergisi öde, çtv, öde, ödeme, kredi kartı, tahakkuk, gecikme zammı, debt, pay, payment, property tax, tax' },
  { oid: 201, nameEn: 'My Registry Details', icon: 'assignment_ind', keywords: 'sicil, mükellef, taşınmaz, emlak, gayrimenkul, registry, taxpayer, property' },
  { oid: 202, nameEn: 'Fast Payment', keywords: 'hızlı, hızlı ödeme, üye olmadan, girişsiz, şifresiz, hemen öde, kart, fast, quick, pay without signing in' },
  { oid: 203, nameEn: 'Marriage Fee Payment', keywords: 'evlendirme, evlilik, nikah, nikâh, harç, marriage, wedding, fee' },
  { oid: 204, nameEn: 'Receipt Verification', keywords: 'makbuz, dekont, doğrula, doğrulama kodu, receipt, verify, verification' },
  { oid: 220, nameEn: 'Declarations', keywords: 'beyan, beyanname, declaration' },
  { oid: 221, nameEn: 'Building Declaration', icon: 'apartment', keywords: 'emlak, emlak vergisi, emlak beyanı, bina, ev, daire, konut, işyeri, beyan, property tax, building, house, flat' },
  { oid: 222, nameEn: 'Plot Declaration', icon: 'landscape', keywords: 'emlak, emlak vergisi, emlak beyanı, arsa, beyan, property tax, plot' },
  { oid: 223, nameEn: 'Land Declaration', icon: 'agriculture', keywords: 'emlak, emlak vergisi, emlak beyanı, arazi, tarla, bahçe, beyan, property tax, land, field' },
  { oid: 224, nameEn: 'Environment Cleaning Tax Declaration', icon: 'cleaning_services', keywords: 'çtv, çevre temizlik vergisi, çöp vergisi, işyeri, beyan, environment cleaning tax, waste tax' },
  { oid: 225, nameEn: 'Advertising Tax Declaration', icon: 'storefront', keywords: 'ilan, reklam, tabela, pano, beyan, advertising, sign, billboard' },
  { oid: 226, nameEn: 'Entertainment Tax Declaration', icon: 'theater_comedy', keywords: 'eğlence, konser, etkinlik, bilet, beyan, entertainment, concert, event' },
  { oid: 240, nameEn: 'Debt Restructuring', keywords: 'yapılandırma, taksit, taksitlendirme, borç yapılandırma, af, restructuring, instalments' },
  { oid: 250, nameEn: 'Water Services', keywords: 'su, water' },
  { oid: 251, nameEn: 'Subscription Cancellation', icon: 'do_not_disturb_on', keywords: 'su, abonelik, abonelik iptali, iptal, sözleşme, güvence bedeli, depozito, taşınma, water, subscription, cancel, deposit' },
  { oid: 252, nameEn: 'My Water Debts', icon: 'receipt_long', keywords: 'su, su faturası, su borcu, fatura, water, water bill' },
  { oid: 260, nameEn: 'Staff Services', keywords: 'personel, staff', audience: 'employee' },
  { oid: 261, nameEn: 'Payslips', icon: 'paid', keywords: 'maaş, bordro, maaş bordrosu, payslip, salary', audience: 'employee' },
  { oid: 262, nameEn: 'Leave Information', icon: 'event_available', keywords: 'izin, yıllık izin, leave', audience: 'employee' },
  { oid: 263, nameEn: 'Enforcement Information', icon: 'gavel', keywords: 'icra, haciz, kesinti, enforcement', audience: 'employee' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('menu_item')
    .addColumn('name_en', 'text')
    .addColumn('keywords', 'text')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('public').check(sql`audience in ('public', 'employee')`))
    .execute();
  for (const w of words) {
    await db
      .updateTable('menu_item')
      .set({ name_en: w.nameEn, keywords: w.keywords ?? null, audience: w.audience ?? 'public', ...(w.icon ? { icon: w.icon } : {}) })
      .where('oid', '=', w.oid)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const iconed = words.filter((w) => w.icon).map((w) => w.oid);
  await db.updateTable('menu_item').set({ icon: null }).where('oid', 'in', iconed).execute();
  await db.schema.alterTable('menu_item').dropColumn('audience').dropColumn('keywords').dropColumn('name_en').execute();
}
