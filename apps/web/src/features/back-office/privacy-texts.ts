import { registerTranslations } from '../../lib/i18n';

/** Issue 20's back-office screens: member lookup (logged in the member's access log) and the notifications sent. */
export const registerBackOfficePrivacyTexts = () =>
  registerTranslations('backOfficePrivacy', {
    tr: {
      members: {
        title: 'Üye Kaydı',
        intro: 'Bir vatandaşın üyelik kaydını açmak için kimlik veya vergi numarasını ve gerekçenizi yazınız. Her açılış, vatandaşın “Kişisel Verilerim” sayfasındaki erişim kaydına rolünüz, biriminiz ve gerekçenizle yazılır.',
        nationalId: 'T.C. kimlik / vergi no', reason: 'Gerekçe', reasonHelp: 'Örnek: telefonla yapılan başvuru, adres teyidi', open: 'Kaydı Aç',
        name: 'Ad soyad / unvan', userName: 'Kullanıcı adı', gsm: 'Cep telefonu', email: 'E-posta', memberSince: 'Üyelik tarihi', status: 'Durum',
        logged: 'Bu açılış vatandaşın erişim kaydına yazıldı.', record: 'Üyelik kaydı',
        statuses: { ACTIVE: 'Etkin', PENDING: 'Başvurusu tamamlanmamış' },
      },
      notifications: {
        title: 'Bildirimler',
        intro: 'Son ödeme günü hatırlatmaları ve makbuz e-postaları: gönderilenler, bekleyenler ve gönderilemeyenler. Gönderilemeyenler belirli aralıklarla yeniden denenir.',
        status: 'Durum', all: 'Tümü', queued: 'Bekliyor', sending: 'Gönderiliyor', sent: 'Gönderildi', failed: 'Gönderilemedi',
        created: 'Oluşturulma', channel: 'Kanal', purpose: 'Tür', recipient: 'Alıcı', attempts: 'Deneme', error: 'Hata', dueDate: 'Son ödeme', amount: 'Tutar',
        sms: 'SMS', email: 'E-posta', 'reminder-7': '7 gün önce hatırlatma', 'reminder-0': 'Son gün hatırlatması', receipt: 'Makbuz',
        empty: 'Bu durumda bildirim yok.', more: 'Daha eski bildirimler', counts: 'Durumlara göre sayılar',
      },
    },
    en: {
      members: {
        title: 'Member record',
        intro: 'To open a citizen’s member record, enter their ID or tax number and your reason. Every opening is written to the citizen’s access log on their “My personal data” page, with your role, unit and reason.',
        nationalId: 'National ID / tax number', reason: 'Reason', reasonHelp: 'E.g. a request made by phone, address check', open: 'Open record',
        name: 'Name / title', userName: 'User name', gsm: 'Mobile', email: 'E-mail', memberSince: 'Member since', status: 'Status',
        logged: 'This opening has been written to the citizen’s access log.', record: 'Member record',
        statuses: { ACTIVE: 'Active', PENDING: 'Registration not completed' },
      },
      notifications: {
        title: 'Notifications',
        intro: 'Due-date reminders and receipt e-mails: sent, waiting and failed. Failed ones are tried again at intervals.',
        status: 'Status', all: 'All', queued: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed',
        created: 'Created', channel: 'Channel', purpose: 'Kind', recipient: 'Recipient', attempts: 'Tries', error: 'Error', dueDate: 'Due date', amount: 'Amount',
        sms: 'SMS', email: 'E-mail', 'reminder-7': 'Reminder 7 days before', 'reminder-0': 'Reminder on the day', receipt: 'Receipt',
        empty: 'No notifications in this state.', more: 'Older notifications', counts: 'Counts by status',
      },
    },
  });
