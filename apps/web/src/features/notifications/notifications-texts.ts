import { registerTranslations } from '../../lib/i18n';

export const registerNotificationTexts = () =>
  registerTranslations('notifications', {
    tr: {
      prefs: {
        title: 'Bildirim Tercihlerim',
        back: 'Bilgilerimi Güncelle sayfasına dön',
        intro: 'Belediyenin size hangi konularda, hangi kanaldan ulaşacağını seçiniz. Her seçiminiz tarihi ve onay metniyle kaydedilir; dilediğiniz zaman değiştirebilirsiniz.',
        channel: { sms: 'SMS', email: 'E-posta' },
        kind: { reminder: 'Son ödeme günü hatırlatmaları', decision: 'Başvuru ve şikâyet kararları', receipt: 'Ödeme makbuzları' },
        kindHelp: {
          reminder: 'Taksit son ödeme gününden 7 gün önce ve son gün, ödenmemiş tutarla birlikte.',
          decision: 'Başvurunuz veya şikâyetiniz sonuçlandığında. Başvuru takip SMS’i her zaman başvurudaki telefona gönderilir.',
          receipt: 'Ödemeniz alındığında makbuzunuz PDF eki olarak gönderilir. Ödeme onayı SMS’i her ödemede kayıtlı telefonunuza gönderilir.',
        },
        recordedAt: 'Son değişiklik: {{at}}',
        neverRecorded: 'Henüz kaydedilmiş bir tercih yok.',
        smsInfoNote: 'Üyelik başvurunuzda “SMS ile bilgilendirilmek istiyorum” seçeneğiyle verildi.',
        noEmail: 'E-posta bildirimleri için önce yukarıda e-posta adresinizi kaydediniz.',
        noGsm: 'SMS bildirimleri için önce cep telefonunuzu kaydediniz.',
        save: 'Tercihlerimi Kaydet',
        saved: 'Bildirim tercihleriniz kaydedildi.',
        unchanged: 'Değiştirilmiş bir tercih yok.',
        failed: 'Bildirim tercihleriniz yüklenemedi.',
        wording: 'Onay metni',
      },
      unsubscribe: {
        title: 'Abonelikten Çık',
        working: 'Tercihiniz kaydediliyor…',
        done: 'Artık {{channel}} ile “{{kind}}” bildirimi almayacaksınız. Tercihinizi dilediğiniz zaman Bildirim Tercihlerim sayfasından yeniden değiştirebilirsiniz.',
        missing: 'Bağlantı eksik. Lütfen e-postadaki bağlantıyı eksiksiz açınız.',
        profile: 'Bildirim tercihlerime git',
        home: 'Ana sayfaya dön',
      },
    },
    en: {
      prefs: {
        title: 'My notification preferences',
        back: 'Back to my details',
        intro: 'Choose what the municipality may tell you and through which channel. Each choice is recorded with its date and wording; you can change it at any time.',
        channel: { sms: 'SMS', email: 'E-mail' },
        kind: { reminder: 'Due-date reminders', decision: 'Decisions on my applications and complaints', receipt: 'Payment receipts' },
        kindHelp: {
          reminder: '7 days before and on the day of each instalment deadline, with the amount still open.',
          decision: 'When your application or complaint is decided. The tracking SMS always goes to the phone on the application.',
          receipt: 'When your payment is received, with the receipt as a PDF. The payment confirmation SMS always goes to your registered phone.',
        },
        recordedAt: 'Last changed: {{at}}',
        neverRecorded: 'No choice recorded yet.',
        smsInfoNote: 'Given with the “SMS information” option when you registered.',
        noEmail: 'Save an e-mail address above to receive e-mail notifications.',
        noGsm: 'Save a mobile number to receive SMS notifications.',
        save: 'Save my preferences',
        saved: 'Your notification preferences have been saved.',
        unchanged: 'No preference was changed.',
        failed: 'Your notification preferences could not be loaded.',
        wording: 'Consent wording',
      },
      unsubscribe: {
        title: 'Unsubscribe',
        working: 'Saving your choice…',
        done: 'You will no longer receive {{kind}} by {{channel}}. You can change this again at any time on your profile page.',
        missing: 'The link is incomplete. Please open the whole link from the e-mail.',
        profile: 'Go to my notification preferences',
        home: 'Back to the home page',
      },
    },
  });
