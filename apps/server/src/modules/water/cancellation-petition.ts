import { formatGsm, formatMoney, formatTurkishDate, istanbulIso } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import type { toApplications } from './cancellation-view';

type Application = Awaited<ReturnType<typeof toApplications>>[number];

export interface PetitionParticulars {
  applicantName: string;
  identityNo: string | null;
  address: string;
  ibanOwner: string | null;
  email: string | null;
  gsm: string;
}

/**
 * The water subscription cancellation petition (abonelik iptal dilekçesi) on the letterhead:
 * the request, the subscription and the cutting date, how the deposit comes back (the IBAN
 * masked as on every screen), the settlement, and a place to sign. The applicant prints it
 * and signs it, as the municipality asks (docs/domain/water.md).
 */
export function cancellationPetitionPdf(letterhead: Letterhead, application: Application, who: PetitionParticulars): Uint8Array {
  const doc = new PdfDocumentBuilder(letterhead, { title: 'Su Aboneliği İptal Dilekçesi', subtitle: `Takip No ${application.trackingNumber}` });
  doc.paragraph(`${letterhead.municipalityNameCapital} BAŞKANLIĞINA`, { bold: true, align: 'center' });
  doc.paragraph(
    `${application.subscriberNo} numaralı su aboneliğimin sözleşmesinin ${formatTurkishDate(application.waterLineCuttingDate)} tarihinde suyun kesilerek ` +
      'iptal edilmesini, abonelik güvence bedelinin aşağıda belirttiğim şekilde tarafıma iade edilmesini arz ederim.',
    { align: 'justify' },
  );
  doc.heading('Başvuran');
  doc.fields([
    ['Adı Soyadı / Unvanı', who.applicantName],
    ['T.C. Kimlik/Vergi No', who.identityNo ?? '-'],
    ['Cep Telefonu', formatGsm(who.gsm)],
    ['E-posta', who.email ?? '-'],
  ]);
  doc.fields([['Tebligat Adresi', who.address]], 1);
  doc.heading('Abonelik ve Başvuru');
  doc.fields([
    ['Abone No', application.subscriberNo],
    ['Takip No', application.trackingNumber],
    ['Başvuru Tarihi', `${formatTurkishDate(istanbulIso(new Date(application.createdAt)))} ${istanbulIso(new Date(application.createdAt)).slice(11, 16)}`],
    ['Su Kesim Tarihi', formatTurkishDate(application.waterLineCuttingDate)],
    ['Hat Durumu', application.waterLineStatusName],
    ['Başvuru Türü', application.applicationTypeName],
  ]);
  doc.heading('Güvence Bedeli');
  doc.table(
    [
      { header: 'Kalem', width: 70 },
      { header: 'Tutar', width: 30, align: 'right' },
    ],
    [
      ['Güvence bedeli', formatMoney(application.depositAmount)],
      ['Açık su borçlarına mahsup edilen', formatMoney(-application.setOffAmount)],
    ],
    { total: ['İade edilecek tutar', formatMoney(application.refundAmount)] },
  );
  doc.fields(
    [
      ['İade Şekli', application.depositReturnTypeName],
      ...(application.maskedIban
        ? ([
            ['IBAN', application.maskedIban],
            ['Hesap Sahibi', who.ibanOwner ?? '-'],
          ] as const)
        : []),
      ...(application.bankBranchName ? ([['Banka Şubesi', application.bankBranchName]] as const) : []),
    ],
    1,
  );
  doc.space(18);
  doc.paragraph(`Tarih: ${formatTurkishDate(istanbulIso(new Date(application.createdAt)))}`, { align: 'right' });
  doc.paragraph(who.applicantName, { bold: true, align: 'right' });
  doc.paragraph('İmza', { muted: true, align: 'right' });
  doc.space(24);
  doc.paragraph('Ekler: Kimlik fotokopisi; IBAN ile iade isteniyorsa hesap sahibini ve IBAN numarasını gösteren belge.', { muted: true, size: 8.5 });
  return doc.bytes();
}
