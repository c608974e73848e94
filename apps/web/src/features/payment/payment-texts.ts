import { registerTranslations } from '../../lib/i18n';

export const registerPaymentTexts = () =>
  registerTranslations('payment', {
    tr: {
      title: { '0010': 'Ziraat Bankası ile Ödeme', '0015': 'VakıfBank ile Ödeme', '0064': 'İş Bankası ile Ödeme', other: 'Diğer Banka Kartları ile Ödeme' },
      intro: 'Seçtiğiniz borçlar aşağıdadır. Tutar, belediye kayıtlarından bugünün gecikme zammı ile hesaplanmıştır.',
      emptyTitle: 'Ödenecek borç seçilmedi',
      emptyText: 'Ödeme yapmak için önce borç sorgulama veya hızlı ödeme ekranından ödemek istediğiniz borçları seçiniz.',
      back: 'Geri Dön',
      home: 'Anasayfa',
      loading: 'Borçlarınız hazırlanıyor...',
      lines: { caption: 'Ödenecek borçlar', income: 'Gelir türü', description: 'Açıklama', period: 'Yıl / Taksit', principal: 'Asıl', fine: 'Gecikme zammı', total: 'Toplam' },
      total: 'Ödenecek toplam tutar',
      hostedNote: 'Kart bilgilerinizi bankanın güvenli ödeme sayfasında gireceksiniz; kart bilgileriniz belediyeye iletilmez. 3-D Secure doğrulaması için cep telefonunuza SMS ile kod gönderilir.',
      goToBank: 'Banka Ödeme Sayfasına Git',
      redirecting: 'Banka sayfasına yönlendiriliyorsunuz...',
      card: {
        title: 'Kart bilgileri', number: 'Kart numarası', numberHelp: '16 haneli kart numarası', brand: 'Kart tipi', month: 'Son kullanma ayı', year: 'Son kullanma yılı', cvv: 'Güvenlik kodu (CVV)',
        cvvHelp: 'Kartın arkasındaki 3 haneli kod', pay: '3-D Secure ile Öde', unknownBrand: 'Yalnızca VISA ve MASTER kartlar kabul edilir.', invalid: 'Kart numarası geçersiz.',
        note: 'Kart bilgileriniz yalnızca bankaya iletilir; belediye kart numaranızı ve güvenlik kodunuzu saklamaz.',
      },
      result: {
        successTitle: 'Ödemeniz alındı', successText: 'Borçlarınız ödendi olarak işlendi. Makbuzunuzu aşağıdan indirebilirsiniz.',
        failedTitle: 'Ödeme tamamlanamadı', failedText: 'Kartınızdan çekim yapılmadı; borçlarınız ödenmemiş olarak duruyor. Dilerseniz yeniden deneyebilirsiniz.',
        pendingTitle: 'Ödemeniz kontrol ediliyor', pendingText: 'Banka sonucunu bekliyoruz. Bu sayfa kendiliğinden yenilenecektir; lütfen tekrar ödeme yapmayınız.',
        problemTitle: 'Ödemeniz incelenecek', problemText: 'Bankanızdan çekim yapılmış olabilir ancak borçlarınıza işlenemedi. Belediye sizinle iletişime geçecektir.',
        orderNumber: 'Sipariş numarası', card: 'Kart', receiptNo: 'Makbuz numarası', verificationCode: 'Makbuz doğrulama kodu', amount: 'Tutar', bankMessage: 'Banka açıklaması',
        receipt: 'Makbuzu İndir (PDF)', retry: 'Yeniden Dene', home: 'Anasayfaya Dön', noOrder: 'Ödeme bilgisi bulunamadı.',
      },
    },
    en: {
      title: { '0010': 'Pay with Ziraat Bank', '0015': 'Pay with VakıfBank', '0064': 'Pay with İş Bank', other: 'Pay with cards of other banks' },
      intro: 'These are the debts you selected. The amount is computed from the municipal records with today’s delay fine.',
      emptyTitle: 'No debts selected',
      emptyText: 'To pay, first select the debts on the debt enquiry or fast payment screen.',
      back: 'Go back',
      home: 'Home',
      loading: 'Preparing your debts...',
      lines: { caption: 'Debts to pay', income: 'Income type', description: 'Description', period: 'Year / Instalment', principal: 'Principal', fine: 'Delay fine', total: 'Total' },
      total: 'Total to pay',
      hostedNote: 'You will enter your card on the bank’s secure page; the municipality never receives it. A 3-D Secure code is sent to your phone.',
      goToBank: 'Go to the bank’s payment page',
      redirecting: 'Redirecting to the bank...',
      card: {
        title: 'Card details', number: 'Card number', numberHelp: '16-digit card number', brand: 'Card type', month: 'Expiry month', year: 'Expiry year', cvv: 'Security code (CVV)',
        cvvHelp: 'The 3 digits on the back', pay: 'Pay with 3-D Secure', unknownBrand: 'Only VISA and MASTER cards are accepted.', invalid: 'The card number is invalid.',
        note: 'Your card details go to the bank only; the municipality does not keep your card number or security code.',
      },
      result: {
        successTitle: 'Payment received', successText: 'Your debts are marked as paid. You can download the receipt below.',
        failedTitle: 'Payment not completed', failedText: 'Nothing was charged; your debts are still open. You may try again.',
        pendingTitle: 'Checking your payment', pendingText: 'We are waiting for the bank. This page refreshes by itself; please do not pay again.',
        problemTitle: 'Your payment will be reviewed', problemText: 'Your bank may have charged you but the debts could not be updated. The municipality will contact you.',
        orderNumber: 'Order number', card: 'Card', receiptNo: 'Receipt number', verificationCode: 'Receipt verification code', amount: 'Amount', bankMessage: 'Bank message',
        receipt: 'Download receipt (PDF)', retry: 'Try again', home: 'Back to home', noOrder: 'No payment information was found.',
      },
    },
  });
