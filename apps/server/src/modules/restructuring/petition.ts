import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import type { Plan } from './installment-plan';
import type { PlanRules } from './plan-rules';

export interface PetitionInput {
  letterhead: Letterhead;
  municipalityName: string;
  applicationNo: string;
  appliedOn: string;
  applicant: { name: string; identityNo: string };
  scheme: { lawNo: string; title: string; indexName: string; indexEndPeriod: string };
  instalmentCount: number;
  periodMonths: number;
  coefficient: number;
  plan: Plan;
  descriptions: ReadonlyMap<number, string>;
  /** The scheme's rules in words, the same sentences the terms and the consent show. */
  rules: PlanRules;
}

const coefficientText = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(3).replace('.', ',');

/**
 * The application petition (başvuru dilekçesi) on the municipality's letterhead: who applies,
 * under which law, for which debts (a table), the totals, and the payment plan (a table).
 */
export function petitionPdf(input: PetitionInput): Uint8Array {
  const { plan } = input;
  const option = input.instalmentCount === 1 ? 'Peşin ödeme' : `${input.instalmentCount} taksit, ${input.periodMonths} ayda bir, katsayı ${coefficientText(input.coefficient)}`;
  const doc = new PdfDocumentBuilder(input.letterhead, { title: 'Borç Yapılandırma Başvuru Dilekçesi', subtitle: `Başvuru No ${input.applicationNo}` });
  doc.paragraph(`${input.municipalityName.toLocaleUpperCase('tr-TR')} BAŞKANLIĞINA`, { bold: true, align: 'center' });
  doc.fields([
    ['Başvuru No', input.applicationNo],
    ['Tarih', formatTurkishDate(input.appliedOn)],
    ['Başvuran', input.applicant.name],
    ['T.C. Kimlik/Vergi No', input.applicant.identityNo],
    ['Kanun', `${input.scheme.lawNo} - ${input.scheme.title}`],
    ['Ödeme Şekli', option],
  ]);
  doc.paragraph(
    `${input.scheme.lawNo} sayılı Kanun kapsamında aşağıdaki borçlarımın yapılandırılmasını, gecikme zammı yerine ${input.scheme.indexName} ` +
      `tutarı hesaplanmasını ve ödeme şeklimin "${option}" olarak kabul edilmesini arz ederim. Taksitler ödenmezse uygulanacak aşağıdaki ` +
      'koşulları okudum ve kabul ediyorum.',
    { align: 'justify' },
  );
  doc.heading('Taksitler Ödenmezse');
  for (const sentence of input.rules.breaking) doc.paragraph(sentence.tr, { align: 'justify' });
  doc.heading('Yapılandırılan Borçlar');
  doc.table(
    [
      { header: 'Vade', width: 14 },
      { header: 'Açıklama', width: 46 },
      { header: 'Asıl', width: 20, align: 'right' },
      { header: 'Endeks Tutarı', width: 20, align: 'right' },
    ],
    plan.debts.map((d) => [formatTurkishDate(d.dueDate), input.descriptions.get(d.accrualOid) ?? '', formatMoney(d.principal), formatMoney(d.indexAmount)]),
    { total: ['TOPLAM', '', formatMoney(plan.principal), formatMoney(plan.indexAmount)] },
  );
  doc.heading('Özet');
  doc.table(
    [
      { header: 'Kalem', width: 70 },
      { header: 'Tutar', width: 30, align: 'right' },
    ],
    [
      ['Asıl alacak toplamı', formatMoney(plan.principal)],
      ['Silinen gecikme zammı', formatMoney(plan.delayFineWaived)],
      [`Endeks (${input.scheme.indexEndPeriod}) tutarı`, formatMoney(plan.indexAmount)],
      ...(plan.indexDiscount > 0 ? [['Peşin ödeme indirimi', formatMoney(-plan.indexDiscount)]] : []),
      ['Sağlanan tasarruf', formatMoney(plan.saving)],
    ],
    { total: ['Yapılandırılmış toplam', formatMoney(plan.restructuredTotal)] },
  );
  doc.heading('Ödeme Planı');
  doc.table(
    [
      { header: 'Taksit', width: 20 },
      { header: 'Son Ödeme Tarihi', width: 40 },
      { header: 'Tutar', width: 40, align: 'right' },
    ],
    plan.instalments.map((i) => [`${i.instalmentNo}. taksit`, formatTurkishDate(i.dueDate), formatMoney(i.amount)]),
  );
  doc.space(12);
  doc.paragraph(input.applicant.name, { bold: true, align: 'right' });
  doc.paragraph('e-Belediye üzerinden elektronik olarak onaylanmıştır.', { muted: true, size: 8.5, align: 'right' });
  return doc.bytes();
}
