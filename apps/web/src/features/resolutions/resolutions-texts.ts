import { registerTranslations } from '../../lib/i18n';

export const registerResolutionTexts = () =>
  registerTranslations('resolutions', {
    tr: {
      council: { title: 'Meclis Kararları', intro: 'Belediye meclisinin yayımlanan kararları (5393 sayılı Belediye Kanunu md. 23). Karar metnini ve eklerini görüntüleyebilirsiniz.' },
      committee: { title: 'Encümen Kararları', intro: 'Belediye encümeninin yayımlanan kararları (5393 sayılı Belediye Kanunu md. 35). Karar metnini ve eklerini görüntüleyebilirsiniz.' },
      filters: 'Karar arama ölçütleri',
      searchText: 'Karar metninde ara',
      searchHelp: 'Büyük-küçük harf ve Türkçe karakter fark etmez.',
      year: 'Yıl', allYears: 'Tüm yıllar', dateFrom: 'Başlangıç tarihi', dateTo: 'Bitiş tarihi', number: 'Karar no', numberHelp: 'Örn. 2025/012 veya 12',
      meeting: 'Toplantı', allMeetings: 'Tüm toplantılar', meetingHelp: 'Önce yıl seçiniz.', type: 'Karar türü', allTypes: 'Tüm türler',
      sort: 'Sıralama', sortDefault: 'En ilgili, sonra en yeni', sortDate: 'Tarih', sortNumber: 'Karar no', newestFirst: 'Yeniden eskiye', oldestFirst: 'Eskiden yeniye',
      search: 'Ara', clear: 'Temizle',
      results: '{{count}} karar bulundu', noResults: 'Ölçütlere uyan karar bulunamadı.', failed: 'Kararlar yüklenemedi.', retry: 'Tekrar Dene', loading: 'Kararlar yükleniyor...',
      perPage: 'Sayfa başına:', page: { first: 'İlk sayfa', last: 'Son sayfa', next: 'Sonraki sayfa', previous: 'Önceki sayfa' },
      resolutionNo: '{{no}} sayılı karar', open: 'Kararı görüntüle', attachments: '{{count}} ek',
      detail: {
        meeting: 'Toplantı', date: 'Karar tarihi', agendaItem: 'Gündem maddesi', type: 'Karar türü', department: 'İlgili birim', vote: 'Oylama', status: 'Durum',
        summary: 'Özet', fullText: 'Karar metni', decision: 'Karar', attachments: 'Ekler', download: '{{title}} indir', noAttachments: 'Bu kararın eki yok.',
        downloadFailed: 'Dosya indirilemedi.', close: 'Kapat', loading: 'Karar yükleniyor...', extraordinary: 'olağanüstü', ordinary: 'olağan',
        meetingLine: '{{title}} · {{date}} {{time}} ({{kind}})',
      },
    },
    en: {
      council: { title: 'Council Resolutions', intro: 'Published resolutions of the municipal council (Law 5393 art. 23), with their text and attachments.' },
      committee: { title: 'Committee Resolutions', intro: 'Published resolutions of the municipal committee (Law 5393 art. 35), with their text and attachments.' },
      filters: 'Search criteria',
      searchText: 'Search the text',
      searchHelp: 'Case and Turkish letters do not matter.',
      year: 'Year', allYears: 'All years', dateFrom: 'From', dateTo: 'To', number: 'Resolution no', numberHelp: 'E.g. 2025/012 or 12',
      meeting: 'Meeting', allMeetings: 'All meetings', meetingHelp: 'Choose a year first.', type: 'Kind', allTypes: 'All kinds',
      sort: 'Order', sortDefault: 'Most relevant, then newest', sortDate: 'Date', sortNumber: 'Number', newestFirst: 'Newest first', oldestFirst: 'Oldest first',
      search: 'Search', clear: 'Clear',
      results: '{{count}} resolutions found', noResults: 'No resolution matches.', failed: 'The resolutions could not be loaded.', retry: 'Try again', loading: 'Loading resolutions...',
      perPage: 'Per page:', page: { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' },
      resolutionNo: 'Resolution {{no}}', open: 'View the resolution', attachments: '{{count}} attachments',
      detail: {
        meeting: 'Meeting', date: 'Date', agendaItem: 'Agenda item', type: 'Kind', department: 'Department', vote: 'Vote', status: 'Status',
        summary: 'Summary', fullText: 'Text', decision: 'Decision', attachments: 'Attachments', download: 'Download {{title}}', noAttachments: 'No attachments.',
        downloadFailed: 'The file could not be downloaded.', close: 'Close', loading: 'Loading...', extraordinary: 'extraordinary', ordinary: 'ordinary',
        meetingLine: '{{title}} · {{date}} {{time}} ({{kind}})',
      },
    },
  });
