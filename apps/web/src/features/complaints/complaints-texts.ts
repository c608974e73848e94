import { registerTranslations } from '../../lib/i18n';

export const registerComplaintTexts = () =>
  registerTranslations('complaints', {
    tr: {
      title: 'Şikayet ve Talepler',
      intro: 'Belediyemize şikayet, talep, öneri ve ihbarlarınızı iletebilir, başvurunuzun durumunu takip numarasıyla sorgulayabilirsiniz.',
      tabs: { new: 'Yeni Başvuru', status: 'Başvuru Sorgula', mine: 'Başvurularım' },
      form: {
        kind: 'Başvuru türü', category: 'Konu kategorisi', choose: 'Seçiniz', subject: 'Konu', description: 'Açıklama', descriptionHelp: '{{count}} / 4000 karakter',
        location: 'Konum (isteğe bağlı)', district: 'Mahalle', street: 'Cadde/Sokak', door: 'Dış kapı no', none: 'Seçilmedi', locationDescription: 'Konum tarifi',
        contact: 'İletişim bilgileri', contactName: 'Ad soyad', gsm: 'Cep telefonu', gsmHelp: '(5##) ### ## ## biçiminde', email: 'E-posta (isteğe bağlı)',
        kvkk: 'Başvurumun değerlendirilmesi için kişisel verilerimin 6698 sayılı KVKK kapsamında işlenmesine onay veriyorum.',
        submit: 'Başvuruyu Gönder', sending: 'Gönderiliyor...', memberNote: 'Üye girişi yaptığınız için telefon doğrulaması gerekmez; başvurunuz “Başvurularım” sekmesinde listelenir.',
      },
      files: {
        title: 'Ekler (isteğe bağlı)', add: 'Dosya Ekle', help: 'En fazla 5 dosya; PDF, PNG, JPEG veya DOCX; her biri en çok 5 MB.', remove: '{{name}} dosyasını kaldır',
        uploading: 'Yükleniyor...', tooMany: 'En fazla 5 dosya ekleyebilirsiniz.', tooLarge: '{{name}} 5 MB’tan büyük.', badType: '{{name}}: yalnızca PDF, PNG, JPEG veya DOCX dosyaları eklenebilir.',
      },
      verify: {
        title: 'Telefon doğrulama', intro: 'Üye girişi yapmadan gönderilen başvurularda cep telefonunuza bir doğrulama kodu gönderilir.',
        human: 'Gerçek kişi olduğumu doğrula', humanBusy: 'Doğrulanıyor...', humanDone: 'Gerçek kişi doğrulaması tamamlandı.', humanRequired: 'Lütfen gerçek kişi olduğunuzu doğrulayınız',
        send: 'Doğrulama Kodu Gönder', resend: 'Kodu Yeniden Gönder', sent: 'Doğrulama kodu {{gsm}} numarasına gönderildi. Kod {{minutes}} dakika geçerlidir.',
        resendsLeft: 'Kod gelmezse yeniden isteyebilirsiniz (kalan hak: {{count}}).', noResend: 'Bu telefon için yeni kod isteme hakkınız şimdilik doldu.', code: 'Doğrulama kodu',
        needPhone: 'Önce geçerli bir cep telefonu numarası giriniz.', needCode: 'Telefonunuza gönderilen doğrulama kodunu giriniz.',
      },
      done: { title: 'Başvurunuz alındı', text: 'Takip numaranız: {{number}}. Bu numara ve cep telefonunuzla başvurunuzun durumunu sorgulayabilirsiniz.', another: 'Yeni başvuru yap' },
      lookup: { trackingNumber: 'Takip numarası', trackingHelp: 'ST-XXXXX-XXXXX', gsm: 'Cep telefonu', submit: 'Sorgula', searching: 'Sorgulanıyor...' },
      detail: { subject: 'Konu', kind: 'Tür', category: 'Kategori', createdAt: 'Başvuru tarihi', attachments: 'Ek sayısı', answer: 'Belediyenin yanıtı', history: 'Başvuru süreci', notYet: 'Henüz gerçekleşmedi' },
      status: { received: 'Alındı', inProgress: 'İşlemde', answered: 'Yanıtlandı', closed: 'Kapandı' },
      mine: { title: 'Başvurularım', tracking: 'Takip No', subject: 'Konu', kind: 'Tür', status: 'Durum', createdAt: 'Tarih', empty: 'Henüz bir başvurunuz yok.', csv: 'basvurularim' },
    },
    en: {
      title: 'Complaints and Requests',
      intro: 'Send a complaint, request, suggestion or report to the municipality and follow it with its tracking number.',
      tabs: { new: 'New application', status: 'Check status', mine: 'My applications' },
      form: {
        kind: 'Kind', category: 'Category', choose: 'Choose', subject: 'Subject', description: 'Description', descriptionHelp: '{{count}} / 4000 characters',
        location: 'Location (optional)', district: 'District', street: 'Street', door: 'Building no', none: 'Not chosen', locationDescription: 'Directions',
        contact: 'Contact details', contactName: 'Full name', gsm: 'Mobile phone', gsmHelp: 'As (5##) ### ## ##', email: 'E-mail (optional)',
        kvkk: 'I consent to the processing of my personal data under Law 6698 (KVKK) for this application.',
        submit: 'Send the application', sending: 'Sending...', memberNote: 'You are signed in, so no phone check is needed; the application appears under “My applications”.',
      },
      files: {
        title: 'Attachments (optional)', add: 'Add a file', help: 'Up to 5 files; PDF, PNG, JPEG or DOCX; each at most 5 MB.', remove: 'Remove {{name}}',
        uploading: 'Uploading...', tooMany: 'You can attach at most 5 files.', tooLarge: '{{name}} is larger than 5 MB.', badType: '{{name}}: only PDF, PNG, JPEG or DOCX files.',
      },
      verify: {
        title: 'Phone check', intro: 'Applications sent without signing in need a code sent to your mobile phone.',
        human: 'Verify that I am a person', humanBusy: 'Verifying...', humanDone: 'Verified.', humanRequired: 'Please verify that you are a person.',
        send: 'Send the code', resend: 'Send again', sent: 'A code was sent to {{gsm}}. It is valid for {{minutes}} minutes.',
        resendsLeft: 'If it does not arrive, you can ask again ({{count}} left).', noResend: 'No more codes can be sent to this phone for now.', code: 'Verification code',
        needPhone: 'Enter a valid mobile number first.', needCode: 'Enter the code sent to your phone.',
      },
      done: { title: 'Your application was received', text: 'Your tracking number: {{number}}. Use it with your mobile number to check the status.', another: 'New application' },
      lookup: { trackingNumber: 'Tracking number', trackingHelp: 'ST-XXXXX-XXXXX', gsm: 'Mobile phone', submit: 'Check', searching: 'Checking...' },
      detail: { subject: 'Subject', kind: 'Kind', category: 'Category', createdAt: 'Sent on', attachments: 'Attachments', answer: 'Answer of the municipality', history: 'Progress', notYet: 'Not yet' },
      status: { received: 'Received', inProgress: 'In progress', answered: 'Answered', closed: 'Closed' },
      mine: { title: 'My applications', tracking: 'Tracking no', subject: 'Subject', kind: 'Kind', status: 'Status', createdAt: 'Date', empty: 'You have no applications yet.', csv: 'my-applications' },
    },
  });
