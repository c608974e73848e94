import { formatMoney, formatTurkishDate, type FileContent } from '@ebelediye/contract';
import type { Letterhead } from '../../documents/letterhead';
import { PdfDocumentBuilder } from '../../documents/pdf-document';
import type { EmployeeRow } from './repo';

const monthNames = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

interface SlipForDocument {
  year: number;
  month: number;
  paidOn: string;
  workedDays: number;
  earnings: { name: string; amount: number; enforcementFileNumber: string | null }[];
  deductions: { name: string; amount: number; enforcementFileNumber: string | null }[];
  grossTotal: number;
  deductionTotal: number;
  netPay: number;
  incomeTaxBase: number;
  cumulativeIncomeTaxBase: number;
}

const label = (l: { name: string; enforcementFileNumber: string | null }) => (l.enforcementFileNumber ? `${l.name} (Dosya ${l.enforcementFileNumber})` : l.name);
const amounts = [
  { header: 'Kalem', width: 70 },
  { header: 'Tutar', width: 30, align: 'right' as const },
];

/** The payslip on the municipality's letterhead: the employee, earnings and deductions as tables, the net pay and the tax bases. */
export function payslipPdf(letterhead: Letterhead, employee: EmployeeRow, slip: SlipForDocument): FileContent {
  const period = `${monthNames[slip.month - 1]} ${slip.year}`;
  const doc = new PdfDocumentBuilder(letterhead, { title: 'Maaş Bordrosu', subtitle: period });
  doc.fields([
    ['Ad Soyad', `${employee.first_name} ${employee.last_name}`],
    ['Kurum Sicil No', employee.corporation_registry_number],
    ['Unvan', employee.title],
    ['Birim', employee.department],
    ['Dönem', period],
    ['Ödeme Tarihi', formatTurkishDate(slip.paidOn)],
    ['Çalışılan Gün', String(slip.workedDays)],
  ]);
  doc.heading('Kazançlar');
  doc.table(
    amounts,
    slip.earnings.map((l) => [label(l), formatMoney(l.amount)]),
    { total: ['Brüt toplam', formatMoney(slip.grossTotal)] },
  );
  doc.heading('Kesintiler');
  doc.table(
    amounts,
    slip.deductions.map((l) => [label(l), formatMoney(l.amount)]),
    { total: ['Kesintiler toplamı', formatMoney(slip.deductionTotal)] },
  );
  doc.heading('Özet');
  doc.table(
    amounts,
    [
      ['Brüt toplam', formatMoney(slip.grossTotal)],
      ['Kesintiler toplamı', formatMoney(-slip.deductionTotal)],
    ],
    { total: ['NET ÖDENEN', formatMoney(slip.netPay)] },
  );
  doc.heading('Vergi Matrahları');
  doc.table(amounts, [
    ['Gelir vergisi matrahı', formatMoney(slip.incomeTaxBase)],
    ['Kümülatif gelir vergisi matrahı', formatMoney(slip.cumulativeIncomeTaxBase)],
  ]);
  return {
    bytes: doc.bytes(),
    contentType: 'application/pdf',
    fileName: `maas-bordrosu-${slip.year}-${String(slip.month).padStart(2, '0')}.pdf`,
    disposition: 'attachment',
  };
}
