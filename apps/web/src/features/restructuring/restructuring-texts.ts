import { registerTranslations } from '../../lib/i18n';

export const registerRestructuringTexts = () =>
  registerTranslations('restructuring', {
    tr: {
      title: 'Borç Yapılandırma',
      intro: 'Kanun kapsamındaki vadesi geçmiş borçlarınızı gecikme zammı yerine endeks tutarı ile peşin veya taksitle ödeyebilirsiniz.',
      failed: 'Bilgiler alınamadı. Lütfen daha sonra tekrar deneyiniz.',
      closed: { title: 'Açık yapılandırma yok' },
      scheme: {
        title: 'Yapılandırma koşulları', law: 'Kanun', window: 'Başvuru dönemi', cutoff: 'Kapsamdaki borçlar', cutoffValue: '{{date}} ve öncesi vadeli',
        types: 'Gelir türleri', waived: 'Silinen', waivedValue: 'Gecikme zammı ve faizler', replaced: 'Yerine', replacedValue: '{{index}} tutarı ({{period}} dönemine kadar)',
        firstDue: 'İlk taksit son ödeme', cash: 'Peşin ödeme indirimi', cashValue: 'Endeks tutarının %{{percent}}’i', tolerance: 'Bozulma', toleranceValue: 'Vadesinden {{days}} gün sonra ödenmemiş taksit sayısı {{count}}’yi aşarsa yapılandırma bozulur ve kalan asıl borç gecikme zammıyla geri gelir.',
        writeOff: 'Silinme sınırı', options: 'Ödeme seçenekleri', option: 'Seçenek', period: 'Dönem', coefficient: 'Taksit farkı (katsayı)', cashOption: 'Peşin',
        explainTitle: 'Terimler ne demek?',
        indexTerm: 'Endeks tutarı',
        indexExplain: 'Gecikme zammının yerine ödediğiniz tutardır. Borcunuzun son ödeme tarihinden {{period}} dönemine kadar fiyatlar ({{index}}) yüzde kaç arttıysa, asıl borcunuz o oranda artırılır. Örneğin bu sürede fiyatlar %20 arttıysa, 1.000 ₺ borç için endeks tutarı 200 ₺ olur.',
        coefficientTerm: 'Katsayı',
        coefficientExplain: 'Taksitle ödemenin bedelidir. Asıl borç ile endeks tutarının toplamı bu sayıyla çarpılır: 1,045 katsayısı toplamın %4,5 artması demektir. Peşin ödemede katsayı 1’dir, yani fark yoktur.', instalments: '{{count}} taksit', every: '{{months}} ayda bir', none: '—',
      },
      debts: {
        title: '1. Yapılandırılacak borçları seçin', empty: 'Yapılandırma kapsamında açık borcunuz bulunmamaktadır.', selectAll: 'Tüm borçları seç', select: '{{description}} borcunu seç',
        description: 'Açıklama', dueDate: 'Vade', principal: 'Asıl', delayFine: 'Gecikme zammı', indexAmount: 'Endeks tutarı', chosen: '{{count}} borç seçildi',
        option: 'Ödeme seçeneği', calculate: 'Planı Hesapla', calculating: 'Hesaplanıyor...', needDebt: 'En az bir borç seçiniz.',
      },
      compare: {
        title: '2. Seçenekleri karşılaştırın', intro: 'Seçtiğiniz borçlar için her ödeme seçeneği: taksit tutarı, toplam ve bugünkü borcunuza göre tasarrufunuz. Ayrıntısını görmek istediğiniz seçeneği seçin.',
        option: 'Seçenek', each: 'Taksit tutarı', total: 'Toplam', saving: 'Tasarruf', lastDue: 'Son taksit', show: 'Göster', shown: 'Gösteriliyor', coefficient: 'Katsayı {{value}}',
      },
      plan: {
        title: '3. Ödeme planı', original: 'Mevcut borç', restructured: 'Yapılandırılmış borç', saving: 'Tasarrufunuz', principal: 'Asıl', delayFine: 'Gecikme zammı',
        indexAmount: 'Endeks tutarı', indexDiscount: 'Peşin indirimi', coefficient: 'Taksit farkı (katsayı)', total: 'Toplam', instalmentNo: 'Taksit', dueDate: 'Son ödeme', amount: 'Tutar', schedule: 'Taksitler',
        workingDays: 'Hafta sonuna veya resmî tatile denk gelen son ödeme günü, izleyen ilk iş gününe kaydırılmıştır.',
      },
      apply: {
        title: '4. Başvuru', confirm: 'Ödeme planını ve koşulları okudum; borçlarımın bu plana göre yapılandırılmasını istiyorum. Taksitlerin süresinde ödenmemesi halinde yapılandırmanın bozulacağını biliyorum.',
        submit: 'Başvuruyu Onayla', needConfirm: 'Başvuru için koşulları onaylamanız gerekir.', documents: 'Ek belge (isteğe bağlı)',
        documentsHelp: 'Vekaletname, imza sirküleri gibi belgeler; PDF, PNG, JPEG veya DOCX, en çok 5 MB.', add: 'Belge Ekle', uploading: 'Yükleniyor...', remove: '{{name}} belgesini kaldır', tooMany: 'En fazla 5 belge ekleyebilirsiniz.',
        changed: 'Tutarlar değişti; plan yeniden hesaplandı. Lütfen inceleyip tekrar onaylayınız.',
      },
      done: { title: 'Başvurunuz alındı', text: 'Başvuru numaranız {{number}}. Taksitleriniz borç sorgulama ekranında ödenebilir.', petition: 'Dilekçeyi İndir', detail: 'Planı Görüntüle', again: 'Yeni yapılandırma' },
      mine: { title: 'Yapılandırmalarım', applicationNo: 'Başvuru No', appliedAt: 'Tarih', status: 'Durum', total: 'Tutar', paid: 'Ödenen', open: 'Aç', empty: 'Henüz bir yapılandırmanız yok.' },
      status: { active: 'Devam ediyor', broken: 'Bozuldu', completed: 'Tamamlandı', paid: 'Ödendi', open: 'Bekliyor', overdue: 'Gecikmiş', cancelled: 'İptal' },
      detail: {
        back: 'Yapılandırmalarıma dön', progress: '{{paid}} / {{total}} ödendi', paidCount: '{{paid}} / {{count}} taksit ödendi', brokenText: 'Yapılandırma {{date}} tarihinde bozuldu. Ödenen taksitler asıl borçlara sayıldı; kalan {{amount}} asıl borç gecikme zammıyla birlikte borçlarınıza geri eklendi.',
        debts: 'Yapılandırılan borçlar', documents: 'Belgeler', download: '{{name}} indir', paidAt: 'Ödeme',
        payTitle: 'Taksit Ödeme', payIntro: 'Sıradaki taksitiniz ödemeye seçildi. Birden fazla taksiti birlikte ödemek için sonraki taksitleri de seçebilirsiniz; taksitler sırayla ödenir. Taksitler borç sorgulama ekranında da listelenir.',
        select: 'Ödemeye seç', selectInstalment: '{{no}}. taksiti seç', payableFailed: 'Ödenecek taksitler alınamadı.',
      },
    },
    en: {
      title: 'Debt Restructuring',
      intro: 'Pay overdue debts covered by the law in one payment or in instalments, with an index amount instead of the delay fine.',
      failed: 'The information could not be loaded. Please try again later.',
      closed: { title: 'No restructuring is open' },
      scheme: {
        title: 'Terms', law: 'Law', window: 'Application period', cutoff: 'Debts covered', cutoffValue: 'due on or before {{date}}',
        types: 'Income types', waived: 'Waived', waivedValue: 'Delay fines and interest', replaced: 'Replaced by', replacedValue: '{{index}} amount (up to {{period}})',
        firstDue: 'First instalment due', cash: 'Discount for paying at once', cashValue: '{{percent}}% of the index amount', tolerance: 'Breaking', toleranceValue: 'If more than {{count}} instalments stay unpaid {{days}} days after their due date, the plan breaks and the remaining principal returns with delay fines.',
        writeOff: 'Write-off threshold', options: 'Payment options', option: 'Option', period: 'Period', coefficient: 'Instalment surcharge (coefficient)', cashOption: 'At once',
        explainTitle: 'What do the terms mean?',
        indexTerm: 'Index amount',
        indexExplain: 'What you pay instead of the delay fine. Your principal is raised by as much as prices ({{index}}) rose from its due date up to {{period}}. For example, if prices rose by 20% in that time, the index amount on a ₺1,000 debt is ₺200.',
        coefficientTerm: 'Coefficient',
        coefficientExplain: 'The price of paying in instalments. The principal plus the index amount is multiplied by this number: a coefficient of 1.045 adds 4.5% to the total. Paying at once has a coefficient of 1, so nothing is added.', instalments: '{{count}} instalments', every: 'every {{months}} months', none: '—',
      },
      debts: {
        title: '1. Choose the debts', empty: 'You have no open debts covered by the restructuring.', selectAll: 'Select all debts', select: 'Select {{description}}',
        description: 'Description', dueDate: 'Due', principal: 'Principal', delayFine: 'Delay fine', indexAmount: 'Index amount', chosen: '{{count}} debts chosen',
        option: 'Payment option', calculate: 'Calculate the plan', calculating: 'Calculating...', needDebt: 'Choose at least one debt.',
      },
      compare: {
        title: '2. Compare the options', intro: 'Every payment option for the debts you chose: the instalment, the total and what you save against your debt today. Choose an option to see its details.',
        option: 'Option', each: 'Instalment', total: 'Total', saving: 'You save', lastDue: 'Last instalment', show: 'Show', shown: 'Shown', coefficient: 'Coefficient {{value}}',
      },
      plan: {
        title: '3. Payment plan', original: 'Current debt', restructured: 'Restructured debt', saving: 'You save', principal: 'Principal', delayFine: 'Delay fine',
        indexAmount: 'Index amount', indexDiscount: 'Discount for paying at once', coefficient: 'Instalment surcharge (coefficient)', total: 'Total', instalmentNo: 'Instalment', dueDate: 'Due', amount: 'Amount', schedule: 'Instalments',
        workingDays: 'A due date on a weekend or an official holiday has been moved to the next working day.',
      },
      apply: {
        title: '4. Application', confirm: 'I have read the plan and the terms and apply to restructure my debts accordingly. I know that the plan breaks if instalments are not paid on time.',
        submit: 'Confirm the application', needConfirm: 'Please confirm the terms to apply.', documents: 'Documents (optional)',
        documentsHelp: 'Power of attorney, signature circular, etc.; PDF, PNG, JPEG or DOCX, at most 5 MB.', add: 'Add a document', uploading: 'Uploading...', remove: 'Remove {{name}}', tooMany: 'At most 5 documents.',
        changed: 'The amounts changed; the plan was recalculated. Please review and confirm again.',
      },
      done: { title: 'Your application was received', text: 'Your application number is {{number}}. The instalments can be paid in debt questioning.', petition: 'Download the petition', detail: 'View the plan', again: 'New restructuring' },
      mine: { title: 'My restructurings', applicationNo: 'Application no', appliedAt: 'Date', status: 'Status', total: 'Amount', paid: 'Paid', open: 'Open', empty: 'You have no restructurings yet.' },
      status: { active: 'In progress', broken: 'Broken', completed: 'Completed', paid: 'Paid', open: 'Waiting', overdue: 'Overdue', cancelled: 'Cancelled' },
      detail: {
        back: 'Back to my restructurings', progress: '{{paid}} of {{total}} paid', paidCount: '{{paid}} of {{count}} instalments paid', brokenText: 'The plan broke on {{date}}. Paid instalments were credited to the principals; the remaining principal of {{amount}} was added back to your debts with delay fines.',
        debts: 'Restructured debts', documents: 'Documents', download: 'Download {{name}}', paidAt: 'Paid on',
        payTitle: 'Pay instalments', payIntro: 'Your next instalment is selected. To pay several at once, select the later ones too; instalments are paid in order. They are listed in debt questioning too.',
        select: 'Select to pay', selectInstalment: 'Select instalment {{no}}', payableFailed: 'The instalments to pay could not be loaded.',
      },
    },
  });
