import { formatTurkishDate, type PersonalData } from '@ebelediye/contract';
import type { AppConfig } from '../../config/app-config';
import { letterheadOf } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import { channelNames, deviceNames, kindNames, methodNames } from './labels';

interface AccessLogView {
  staffAccesses: { at: string; role: string; unit: string; screen: string; reason: string }[];
  signIns: { at: string; method: keyof typeof methodNames; deviceClass: keyof typeof deviceNames; success: boolean }[];
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));
const when = (iso: string) => `${formatTurkishDate(iso)} ${new Date(iso).toLocaleTimeString('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' })}`;

/** The member's personal data and access log as a PDF (ADR 15 helpers). */
export function personalDataPdf(config: AppConfig, data: PersonalData, log: AccessLogView, now: Date): Uint8Array {
  const pdf = new PdfDocumentBuilder(letterheadOf(config), { title: 'Kişisel Verilerim', subtitle: '6698 sayılı KVKK md. 11 kapsamında', createdAt: now });
  const id = data.identity;
  pdf.heading('Kimlik bilgileri').fields([
    ['Kimlik / vergi no', dash(id.nationalId ?? id.taxNumber)],
    ['Ad soyad / unvan', dash(id.title ?? [id.firstName, id.lastName].filter(Boolean).join(' '))],
    ['Baba adı', dash(id.fatherName)],
    ['Anne adı', dash(id.motherName)],
    ['Doğum tarihi', id.birthDate ? formatTurkishDate(id.birthDate) : '—'],
    ['Doğum yeri', dash(id.birthPlace)],
  ]);
  pdf.heading('İletişim bilgileri').fields([
    ['Kullanıcı adı', data.contact.userName],
    ['Cep telefonu', dash(data.contact.gsm)],
    ['E-posta', dash(data.contact.email)],
    ['Üyelik tarihi', formatTurkishDate(data.contact.memberSince)],
  ]);
  pdf.heading('Taşınmazlar');
  pdf.table(
    [
      { header: 'Tür', width: 1 },
      { header: 'Adres', width: 3 },
      { header: 'Ada / parsel', width: 1 },
    ],
    data.estates.map((e) => [e.kind, e.address, `${dash(e.blockNo)} / ${dash(e.parcelNo)}`]),
  );
  pdf.heading('Su abonelikleri');
  pdf.table(
    [
      { header: 'Abone no', width: 1 },
      { header: 'Tarife', width: 1 },
      { header: 'Sayaç', width: 1 },
      { header: 'Başlangıç', width: 1 },
    ],
    data.subscriptions.map((s) => [s.subscriberNo, s.tariff, s.meterNo, formatTurkishDate(s.startedOn)]),
  );
  pdf.heading('Bildirim izinleri');
  pdf.table(
    [
      { header: 'Kanal', width: 1 },
      { header: 'Tür', width: 2 },
      { header: 'Durum', width: 1 },
      { header: 'Kayıt', width: 1 },
    ],
    data.consents.map((c) => [channelNames[c.channel], kindNames[c.kind], c.given ? 'İzin verildi' : 'İzin yok', c.recordedAt ? formatTurkishDate(c.recordedAt) : '—']),
  );
  pdf.heading('Kaydıma erişen belediye çalışanları');
  pdf.table(
    [
      { header: 'Zaman', width: 1 },
      { header: 'Rol / birim', width: 2 },
      { header: 'Ekran', width: 1 },
      { header: 'Gerekçe', width: 2 },
    ],
    log.staffAccesses.map((a) => [when(a.at), `${a.role} / ${a.unit}`, a.screen, a.reason]),
  );
  pdf.heading('Hesabıma girişler');
  pdf.table(
    [
      { header: 'Zaman', width: 1 },
      { header: 'Yöntem', width: 1 },
      { header: 'Cihaz', width: 1 },
      { header: 'Sonuç', width: 1 },
    ],
    log.signIns.map((s) => [when(s.at), methodNames[s.method], deviceNames[s.deviceClass], s.success ? 'Başarılı' : 'Başarısız']),
  );
  return pdf.bytes();
}
