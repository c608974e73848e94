import { formatMoney, formatTurkishDate, istanbulIso } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';

export interface NoticeParticulars {
  noticeNo: string;
  noticedAt: Date;
  payBy: string;
  subscriberNo: string;
  holderName: string;
  address: string;
  overdueAmount: number;
  overdueBills: number;
  oldestDueDate: string;
  reconnectionFee: number;
}

/**
 * The late-debt notice (ihbarname) on the letterhead, to post or hand over: the overdue water
 * debt, the day to pay by, and what follows if it is not paid — the line cut and, once paid,
 * reconnection by the next working day with the tariff's fee (docs/domain/water.md).
 */
export function noticePdf(letterhead: Letterhead, n: NoticeParticulars): Uint8Array {
  const doc = new PdfDocumentBuilder(letterhead, { title: 'Gecikmiş Su Borcu İhbarnamesi', subtitle: `İhbarname No ${n.noticeNo}` });
  doc.heading('Abone');
  doc.fields([
    ['Abone No', n.subscriberNo],
    ['Abone', n.holderName],
  ]);
  doc.fields([['Adres', n.address || '-']], 1);
  doc.heading('Vadesi Geçmiş Su Borcu');
  doc.fields([
    ['Ödenmemiş fatura sayısı', String(n.overdueBills)],
    ['En eski vade', formatTurkishDate(n.oldestDueDate)],
    ['Toplam borç', formatMoney(n.overdueAmount)],
    ['Son ödeme günü', formatTurkishDate(n.payBy)],
  ]);
  doc.paragraph(
    `Yukarıda bilgileri yazılı su aboneliğinizin vadesi geçmiş borcunu ${formatTurkishDate(n.payBy)} tarihine kadar ödemeniz gerekmektedir. ` +
      'Bu süre içinde ödenmeyen borç nedeniyle su hattınız kesilecektir. Kesilen su, borcun ödenmesinden sonra en geç bir sonraki iş günü açılır; ' +
      `açma-kapama bedeli (${formatMoney(n.reconnectionFee)}) sonraki faturanızla birlikte tahakkuk ettirilir.`,
    { align: 'justify' },
  );
  doc.paragraph('Borcunuzu e-Belediye üzerinden kartla, banka şubeleri ve belediye veznesinden ödeyebilirsiniz.', { muted: true });
  doc.space(18);
  doc.paragraph(`Düzenleme tarihi: ${formatTurkishDate(istanbulIso(n.noticedAt).slice(0, 10))}`, { align: 'right' });
  doc.paragraph(letterhead.municipalityName, { bold: true, align: 'right' });
  return doc.bytes();
}
