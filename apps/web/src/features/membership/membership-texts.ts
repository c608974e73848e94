import { registerTranslations } from '../../lib/i18n';

export const registerMembershipTexts = () =>
  registerTranslations('membership', {
    tr: {
      title: 'E-Belediye Üyelik Başvurusu',
      intro: 'Sicil kaydınızdaki bilgilerle kimliğinizi doğrulayın, kayıtlı cep telefonunuza gelen kodu girin ve şifrenizi belirleyin.',
      steps: { identity: 'Kimlik Bilgileri', phone: 'Telefon Doğrulama', account: 'Üyelik Bilgileri' },
      identity: {
        corporate: 'Şirket adına başvuruyorum (Vergi Kimlik Numarası ile)',
        nationalId: 'T.C. Kimlik Numarası',
        taxNumber: 'Vergi Kimlik Numarası',
        birthDate: 'Doğum Tarihi',
        taxOffice: 'Vergi Dairesi',
        next: 'Devam',
      },
      phone: {
        record: 'Sicil kaydı',
        recordPhone: 'Kayıtlı cep telefonu',
        noPhone: 'Sicil kaydınızda cep telefonu bulunmuyor. Üyelik için belediyemize başvurunuz.',
        gsm: 'Kayıtlı Cep Telefonunuz',
      },
      account: {
        email: 'E-posta',
        password: 'Şifre',
        again: 'Şifre (Tekrar)',
        sms: 'SMS ile bilgilendirilmek istiyorum',
        kvkkTitle: 'Kişisel Verilerin Korunması Aydınlatma Metni',
        kvkkText:
          '6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca kimlik, iletişim ve işlem bilgileriniz; e-Belediye hizmetlerinin sunulması, yasal yükümlülüklerin yerine getirilmesi ve size bilgi verilmesi amacıyla belediyemizce işlenir ve mevzuatın izin verdiği durumlar dışında üçüncü kişilerle paylaşılmaz. Kanunun 11. maddesindeki haklarınızı belediyemize başvurarak kullanabilirsiniz.',
        kvkk: 'Aydınlatma metnini okudum, kişisel verilerimin işlenmesini onaylıyorum.',
        submit: 'Üyeliği Tamamla',
      },
      back: 'Geri',
    },
    en: {
      title: 'e-Municipality membership application',
      intro: 'Prove your identity with the details on your registry record, enter the code sent to your registered mobile phone and choose your password.',
      steps: { identity: 'Identity', phone: 'Phone verification', account: 'Membership details' },
      identity: {
        corporate: 'I am applying for a company (with its tax number)',
        nationalId: 'National ID number',
        taxNumber: 'Tax number',
        birthDate: 'Date of birth',
        taxOffice: 'Tax office',
        next: 'Continue',
      },
      phone: {
        record: 'Registry record',
        recordPhone: 'Registered mobile phone',
        noPhone: 'Your registry record has no mobile phone. Please apply at the municipality.',
        gsm: 'Your registered mobile phone',
      },
      account: {
        email: 'E-mail',
        password: 'Password',
        again: 'Password (again)',
        sms: 'I want to be informed by SMS',
        kvkkTitle: 'Personal data protection notice',
        kvkkText:
          'Under Law No. 6698 on the Protection of Personal Data, your identity, contact and transaction data are processed by the municipality to provide e-Municipality services, to meet legal obligations and to inform you, and are not shared with third parties except where the law allows. You may use your rights under article 11 of the Law by applying to the municipality.',
        kvkk: 'I have read the notice and consent to the processing of my personal data.',
        submit: 'Complete membership',
      },
      back: 'Back',
    },
  });
