import { registerTranslations } from '../../lib/i18n';

export const registerDeclarationTexts = () =>
  registerTranslations('declarations', {
    tr: {
      titles: {
        building: 'Bina Emlak Vergisi Beyannamesi', plot: 'Arsa Emlak Vergisi Beyannamesi', land: 'Arazi Emlak Vergisi Beyannamesi',
        ect: 'Çevre Temizlik Vergisi (ÇTV) Beyannamesi', advertising: 'İlan ve Reklam Vergisi Beyannamesi', entertainment: 'Eğlence Vergisi Beyannamesi',
      },
      intros: {
        building: 'Bina vergi değeri, beyan yılının inşaat maliyeti, aşınma payı ve arsa payı değerinden hesaplanır.',
        plot: 'Arsa vergi değeri, alan × cadde/sokak birim değeri × hisse oranıdır.',
        land: 'Arazi vergi değeri, alan × birim değer × hisse oranıdır.',
        ect: 'İşyerleri için ÇTV, faaliyetin bina grubuna göre belediyenin yıllık tarifesinden alınır.',
        advertising: 'İlan ve reklam vergisi, reklam türü ve yerinin tarife grubuna göre m² başına hesaplanır.',
        entertainment: 'Eğlence vergisi, eğlence yeri türünün günlük veya aylık tutarı ile bilet hasılatı üzerinden hesaplanır.',
      },
      choose: 'Seçiniz',
      address: { legend: 'Adres', innerOptional: 'İç kapı (isteğe bağlı)' },
      fields: {
        districtCode: 'Mahalle', streetCode: 'Cadde/Sokak', outerDoorOid: 'Dış kapı no', innerDoorOid: 'İç kapı (bağımsız bölüm)',
        taxYear: 'Beyan yılı', blockNo: 'Ada no', parcelNo: 'Parsel no', landArea: 'Arsa/arazi alanı (m²)', share: 'Hisse oranı (0–1)', shareHelp: 'Örn. tamamı için 1, yarısı için 0,5',
        landTypeOid: 'Arazi cinsi', estateUsageTypeOid: 'Kullanım türü', constructionTypeCode: 'Yapı tarzı', buildingClassCode: 'Yapı sınıfı', constructionYear: 'Yapım yılı',
        floorArea: 'Brüt alan (m²)', landShareArea: 'Arsa payı (m²)', centralHeating: 'Kalorifer var', elevator: 'Asansör var',
        ectActivityTypeOid: 'Faaliyet türü', workplaceName: 'İşyeri adı', advertisingTypeOid: 'Reklam türü', advertisingTaxLocationOid: 'Reklam yeri (tarife grubu)',
        area: 'Reklam alanı (m² / adet)', sides: 'Yüz sayısı', periods: 'Dönem sayısı', periodsHelp: 'Yıllık tarifelerde 1; haftalık tarifelerde hafta sayısı', description: 'Açıklama (isteğe bağlı)',
        entertainmentPlaceTypeOid: 'Eğlence yeri türü', entertainmentTypeOid: 'Eğlence türü', venueName: 'İşyeri adı', periodStart: 'Dönem başı', periodEnd: 'Dönem sonu', ticketRevenue: 'Bilet hasılatı (₺)',
        group: '{{group}}. grup',
      },
      documents: {
        legend: 'Belgeler', help: 'PDF, PNG, JPEG veya DOCX; en çok 5 MB; belge adı en fazla 25 karakter. Beyanname gönderilince eklenir.',
        documentName: 'Belge adı', add: 'Belge Yükle', uploading: 'Yükleniyor...', empty: 'Henüz belge eklenmedi.', remove: '{{name}} belgesini kaldır', list: 'Eklenecek belgeler',
        needName: 'Önce belge adını giriniz.', badType: 'Yalnızca PDF, PNG, JPEG veya DOCX dosyaları yüklenebilir.', tooLarge: 'Dosya 5 MB’tan büyük olamaz.',
      },
      actions: { calculate: 'Vergiyi Hesapla', calculating: 'Hesaplanıyor...', confirm: 'Onayla ve Beyannameyi Gönder', sending: 'Gönderiliyor...', edit: 'Bilgileri Düzenle', another: 'Yeni beyanname', pdf: 'PDF indir' },
      preview: {
        title: 'Hesaplanan vergi', taxValue: 'Vergi değeri', taxAmount: 'Tahakkuk edecek toplam vergi', instalments: 'Taksitler', instalment: '{{no}}. taksit', due: 'Son ödeme: {{date}}',
        demo: 'Örnek (demo) tarife', check: 'Lütfen bilgileri kontrol ediniz. Onayladığınızda beyanname verilir ve taksitler borçlarınıza eklenir.',
      },
      done: { title: 'Beyannameniz alındı', text: 'Beyanname no: {{no}}. {{count}} taksit borçlarınıza eklendi; borç sorgulama ekranından ödeyebilirsiniz.' },
      summary: {
        title: 'Verdiğim Beyannameler', empty: 'Henüz verdiğiniz bir beyanname yok.', no: 'Beyanname No', kind: 'Tür', year: 'Yıl', subject: 'Konu', amount: 'Vergi', filedAt: 'Tarih',
        documents: '{{count}} belge', instalments: 'Taksitler', error: 'Beyannameler yüklenemedi.', retry: 'Yeniden dene',
      },
      loadError: 'Liste yüklenemedi. Lütfen sayfayı yenileyiniz.',
    },
    en: {
      titles: {
        building: 'Building property-tax declaration', plot: 'Plot property-tax declaration', land: 'Land property-tax declaration',
        ect: 'Environment cleaning tax (ÇTV) declaration', advertising: 'Advertising tax declaration', entertainment: 'Entertainment tax declaration',
      },
      intros: {
        building: 'The tax value comes from the year’s construction cost, the abrasion share and the land share value.',
        plot: 'The tax value is area × street unit value × share.',
        land: 'The tax value is area × unit value × share.',
        ect: 'Workplace ÇTV is the municipality’s yearly amount for the activity’s building group.',
        advertising: 'Advertising tax is computed per m² by type and the location’s tariff group.',
        entertainment: 'Entertainment tax is the daily or monthly amount of the place type plus a share of ticket revenue.',
      },
      choose: 'Choose',
      address: { legend: 'Address', innerOptional: 'Inner door (optional)' },
      fields: {
        districtCode: 'District', streetCode: 'Street', outerDoorOid: 'Building no', innerDoorOid: 'Inner door (unit)',
        taxYear: 'Tax year', blockNo: 'Block no', parcelNo: 'Parcel no', landArea: 'Land area (m²)', share: 'Share (0–1)', shareHelp: 'E.g. 1 for the whole, 0.5 for half',
        landTypeOid: 'Land kind', estateUsageTypeOid: 'Use', constructionTypeCode: 'Construction type', buildingClassCode: 'Building class', constructionYear: 'Year built',
        floorArea: 'Gross area (m²)', landShareArea: 'Land share (m²)', centralHeating: 'Central heating', elevator: 'Elevator',
        ectActivityTypeOid: 'Activity', workplaceName: 'Workplace name', advertisingTypeOid: 'Advertising type', advertisingTaxLocationOid: 'Location (tariff group)',
        area: 'Area (m² / pieces)', sides: 'Sides', periods: 'Periods', periodsHelp: '1 for yearly tariffs; weeks for weekly ones', description: 'Description (optional)',
        entertainmentPlaceTypeOid: 'Place type', entertainmentTypeOid: 'Entertainment type', venueName: 'Venue name', periodStart: 'Period start', periodEnd: 'Period end', ticketRevenue: 'Ticket revenue (₺)',
        group: 'group {{group}}',
      },
      documents: {
        legend: 'Documents', help: 'PDF, PNG, JPEG or DOCX; at most 5 MB; document name at most 25 characters. Attached when the declaration is filed.',
        documentName: 'Document name', add: 'Upload document', uploading: 'Uploading...', empty: 'No documents yet.', remove: 'Remove {{name}}', list: 'Documents to attach',
        needName: 'Enter the document name first.', badType: 'Only PDF, PNG, JPEG or DOCX files.', tooLarge: 'The file may be at most 5 MB.',
      },
      actions: { calculate: 'Calculate the tax', calculating: 'Calculating...', confirm: 'Confirm and file', sending: 'Filing...', edit: 'Edit', another: 'New declaration', pdf: 'Download PDF' },
      preview: {
        title: 'Computed tax', taxValue: 'Tax value', taxAmount: 'Total tax to be assessed', instalments: 'Instalments', instalment: 'Instalment {{no}}', due: 'Due: {{date}}',
        demo: 'Demo tariff', check: 'Please check the details. On confirmation the declaration is filed and the instalments are added to your debts.',
      },
      done: { title: 'Your declaration was filed', text: 'Declaration no: {{no}}. {{count}} instalment(s) were added to your debts.' },
      summary: {
        title: 'My declarations', empty: 'You have not filed a declaration yet.', no: 'Declaration no', kind: 'Kind', year: 'Year', subject: 'Subject', amount: 'Tax', filedAt: 'Date',
        documents: '{{count}} document(s)', instalments: 'Instalments', error: 'Could not load the declarations.', retry: 'Retry',
      },
      loadError: 'Could not load the list. Please reload the page.',
    },
  });
