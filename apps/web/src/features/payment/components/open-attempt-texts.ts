import { registerTranslations } from '../../../lib/i18n';

/** The box shown when the chosen debts are held by an unfinished payment. */
export const registerOpenAttemptTexts = () =>
  registerTranslations('openAttempt', {
    tr: {
      title: 'Bu borçlar için yarım kalmış bir ödeme var',
      started: '{{time}} saatinde {{bank}} ile başlatılan {{amount}} tutarındaki ödeme henüz sonuçlanmadı.',
      freedBy_one: 'Hiçbir şey yapmazsanız borçlar en geç {{time}} saatinde (yaklaşık {{count}} dakika sonra) yeniden ödenebilir.',
      freedBy_other: 'Hiçbir şey yapmazsanız borçlar en geç {{time}} saatinde (yaklaşık {{count}} dakika sonra) yeniden ödenebilir.',
      choice: 'Banka sayfasını kapattıysanız bu ödemeden vazgeçip şimdi yeniden ödeyebilirsiniz. Vazgeçmeden önce bankanıza sorulur: ödemeniz alınmışsa borçlarınıza işlenir.',
      busyNote: 'Bankanızın yanıtı işleniyor; bu ödemeden şu anda vazgeçilemez.',
      resume: 'Ödemeye Devam Et',
      cancel: 'Bu Ödemeden Vazgeç',
      cancelling: 'Bankanıza soruluyor...',
      collectedTitle: 'Bu ödeme bankanızca alınmış',
      collectedText: 'Borçlarınız ödendi olarak işlendi; yeniden ödemeyiniz.',
      showResult: 'Ödeme Sonucunu Gör',
      problem: 'Bu ödeme bankanızca alınmış ancak borçlarınıza işlenemedi. Belediye sizinle iletişime geçecektir; lütfen yeniden ödemeyiniz.',
      loading: 'Yarım kalan ödeme kontrol ediliyor...',
    },
    en: {
      title: 'An unfinished payment holds these debts',
      started: 'The payment of {{amount}} started with {{bank}} at {{time}} has not finished yet.',
      freedBy_one: 'If you do nothing, the debts can be paid again at {{time}} at the latest (in about {{count}} minute).',
      freedBy_other: 'If you do nothing, the debts can be paid again at {{time}} at the latest (in about {{count}} minutes).',
      choice: 'If you closed the bank page, you can give this payment up and pay again now. Your bank is asked first: if it took the payment, it is recorded against your debts.',
      busyNote: "Your bank's answer is being processed; this payment cannot be given up right now.",
      resume: 'Continue this payment',
      cancel: 'Give up this payment',
      cancelling: 'Asking your bank...',
      collectedTitle: 'Your bank took this payment',
      collectedText: 'Your debts are recorded as paid; do not pay them again.',
      showResult: 'See the payment result',
      problem: 'Your bank took this payment but it could not be recorded against your debts. The municipality will contact you; please do not pay again.',
      loading: 'Checking the unfinished payment...',
    },
  });
