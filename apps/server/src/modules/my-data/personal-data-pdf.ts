import type { DocumentLanguage, PersonalData } from '@ebelediye/contract';
import type { AppConfig } from '../../config/app-config';
import { letterheadOf } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import { personalDataTexts, type PersonalDataTexts } from './personal-data-texts';

interface AccessLogView {
  staffAccesses: { at: string; role: string; unit: string; screen: string; reason: string }[];
  signIns: { at: string; method: keyof PersonalDataTexts['methods']; deviceClass: keyof PersonalDataTexts['devices']; success: boolean }[];
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));
const when = (texts: PersonalDataTexts, iso: string) =>
  `${texts.date(iso)} ${new Date(iso).toLocaleTimeString(texts.locale, { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;

/**
 * The member's personal data and access log as a PDF (ADR 15 helpers), in the language of the
 * screen that asked for it (docs/domain/turkish-text.md, "PDFs"). What the records hold (names,
 * addresses, a clerk's reason) is printed as written.
 */
export function personalDataPdf(config: AppConfig, data: PersonalData, log: AccessLogView, now: Date, language: DocumentLanguage = 'tr'): Uint8Array {
  const texts = personalDataTexts[language];
  const { identity, contact, estates, subscriptions, consents, staff, signIns } = texts;
  const pdf = new PdfDocumentBuilder(letterheadOf(config), { title: texts.title, subtitle: texts.subtitle, createdAt: now, language });
  const id = data.identity;
  pdf.heading(identity.heading).fields([
    [identity.id, dash(id.nationalId ?? id.taxNumber)],
    [identity.name, dash(id.title ?? [id.firstName, id.lastName].filter(Boolean).join(' '))],
    [identity.father, dash(id.fatherName)],
    [identity.mother, dash(id.motherName)],
    [identity.birthDate, id.birthDate ? texts.date(id.birthDate) : '—'],
    [identity.birthPlace, dash(id.birthPlace)],
  ]);
  pdf.heading(contact.heading).fields([
    [contact.userName, data.contact.userName],
    [contact.gsm, dash(data.contact.gsm)],
    [contact.email, dash(data.contact.email)],
    [contact.memberSince, texts.date(data.contact.memberSince)],
  ]);
  pdf.heading(estates.heading);
  pdf.table(
    [
      { header: estates.kind, width: 1 },
      { header: estates.address, width: 3 },
      { header: estates.parcel, width: 1 },
    ],
    data.estates.map((e) => [texts.estateKind(e.kind), e.address, `${dash(e.blockNo)} / ${dash(e.parcelNo)}`]),
  );
  pdf.heading(subscriptions.heading);
  pdf.table(
    [
      { header: subscriptions.no, width: 1 },
      { header: subscriptions.tariff, width: 1 },
      { header: subscriptions.meter, width: 1 },
      { header: subscriptions.started, width: 1 },
    ],
    data.subscriptions.map((s) => [s.subscriberNo, s.tariff, s.meterNo, texts.date(s.startedOn)]),
  );
  pdf.heading(consents.heading);
  pdf.table(
    [
      { header: consents.channel, width: 1 },
      { header: consents.kind, width: 2 },
      { header: consents.status, width: 1 },
      { header: consents.recordedAt, width: 1 },
    ],
    data.consents.map((c) => [texts.channels[c.channel], texts.kinds[c.kind], c.given ? consents.given : consents.notGiven, c.recordedAt ? texts.date(c.recordedAt) : '—']),
  );
  pdf.heading(staff.heading);
  pdf.table(
    [
      { header: staff.at, width: 1 },
      { header: staff.who, width: 2 },
      { header: staff.screen, width: 1 },
      { header: staff.reason, width: 2 },
    ],
    log.staffAccesses.map((a) => [when(texts, a.at), `${a.role} / ${a.unit}`, a.screen, a.reason]),
  );
  pdf.heading(signIns.heading);
  pdf.table(
    [
      { header: signIns.at, width: 1 },
      { header: signIns.method, width: 1 },
      { header: signIns.device, width: 1 },
      { header: signIns.result, width: 1 },
    ],
    log.signIns.map((s) => [when(texts, s.at), texts.methods[s.method], texts.devices[s.deviceClass], s.success ? signIns.success : signIns.failure]),
  );
  return pdf.bytes();
}
