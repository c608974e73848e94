/**
 * The portal's help topics the chat answers from. A topic that points at a screen shows
 * only when that screen is in the menu, so the chat never links to something not built.
 */
export interface HelpTopic {
  keywords: string[];
  answer: string;
  /** An address in the menu, or null for an answer without a link. */
  path: string | null;
  linkText?: string;
}

export const helpTopics: HelpTopic[] = [
  {
    keywords: ['borc', 'borcum', 'sorgula', 'tahakkuk', 'odeme', 'ode', 'vergi borcu'],
    answer: 'Borçlarınızı "Borç Sorgulama" ekranından görebilir ve kartla ödeyebilirsiniz.',
    path: '/DebtQuestioning',
    linkText: 'Borç Sorgulama',
  },
  {
    keywords: ['hizli odeme', 'uye olmadan', 'girissiz'],
    answer: 'Üye olmadan ödeme için "Hızlı Ödeme" ekranını kullanabilirsiniz; telefonunuza bir doğrulama kodu gönderilir.',
    path: '/FastPayment',
    linkText: 'Hızlı Ödeme',
  },
  {
    keywords: ['beyan', 'beyanname', 'emlak', 'arsa', 'arazi', 'bina'],
    answer: 'Emlak beyannamenizi "Emlak Beyanı" ekranlarından verebilirsiniz.',
    path: '/EMunicipalityEstateDeclarationBuilding',
    linkText: 'Bina Beyanı',
  },
  {
    keywords: ['yapilandirma', 'taksit', 'taksitlendirme'],
    answer: 'Uygun borçlarınızı "Borç Yapılandırma" ekranından taksitlendirebilirsiniz.',
    path: '/DebtRestructuring',
    linkText: 'Borç Yapılandırma',
  },
  {
    keywords: ['abonelik', 'iptal', 'su', 'sozlesme', 'guvence'],
    answer: 'Su aboneliğinizi "Abonelik İptali" ekranından sonlandırabilirsiniz; güvence bedeliniz iade edilir.',
    path: '/ContractCancellation',
    linkText: 'Abonelik İptali',
  },
  {
    keywords: ['karar', 'meclis', 'encumen'],
    answer: 'Meclis ve encümen kararlarına "Kararlar" menüsünden ulaşabilirsiniz.',
    path: '/ResolutionCouncilObservation',
    linkText: 'Meclis Kararları',
  },
  {
    keywords: ['sikayet', 'talep', 'oneri', 'ihbar', 'basvuru'],
    answer: 'Şikayet ve taleplerinizi "Şikayet ve Talepler" ekranından iletebilir, takip numarasıyla durumunu sorgulayabilirsiniz.',
    path: '/ComplaintsAndRequests',
    linkText: 'Şikayet ve Talepler',
  },
  {
    keywords: ['rayic', 'birim deger', 'arsa degeri', 'insaat maliyet', 'asinma', 'tarife', 'cevre temizlik', 'reklam'],
    answer: 'Vergi hesaplamalarında kullanılan tablolar "Vergi Tabloları" menüsündedir.',
    path: '/EstateStreetValuation',
    linkText: 'Arsa Birim Değerleri',
  },
  {
    keywords: ['giris', 'sifre', 'uye', 'uyelik', 'e-devlet', 'edevlet'],
    answer: 'T.C. Kimlik Numaranız ve şifrenizle ya da e-Devlet ile giriş yapabilirsiniz.',
    path: '/session/signin',
    linkText: 'Giriş Yap',
  },
  {
    keywords: ['maas', 'bordro', 'izin', 'icra', 'personel'],
    answer: 'Belediye personeli bordro, izin ve icra bilgilerini personel menüsünden görebilir.',
    path: '/maas-bordrosu',
    linkText: 'Maaş Bordrosu',
  },
  { keywords: ['menu', 'hizmet', 'hizmetler', 'neler'], answer: 'Tüm e-Belediye hizmetleri menüde listelenir.', path: '/mobil-menu', linkText: 'Tüm Hizmetler' },
  {
    keywords: ['web', 'site', 'iletisim', 'telefon', 'adres', 'baskan'],
    answer: 'Belediyemizin iletişim bilgileri ve haberleri web sitemizdedir.',
    path: 'setting:MunicipalityWebsiteUrl',
    linkText: 'Web Sitemiz',
  },
];
