import { formatMoney, formatTurkishDate, type FileContent } from '@ebelediye/contract';
import { simplePdf } from '../../documents/simple-pdf';
import type { EmployeeRow } from './repo';

const monthNames = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const WIDTH = 78;

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

const row = (label: string, amount: number) => {
  const money = formatMoney(amount).replace('₺', 'TL');
  return `${label.slice(0, WIDTH - money.length - 1).padEnd(WIDTH - money.length)}${money}`;
};
const rule = '-'.repeat(WIDTH);

/** The payslip as a one-page PDF in Courier, so the amounts line up in a column. */
export function payslipPdf(municipality: string, employee: EmployeeRow, slip: SlipForDocument): FileContent {
  const period = `${monthNames[slip.month - 1]} ${slip.year}`;
  const label = (l: { name: string; enforcementFileNumber: string | null }) => (l.enforcementFileNumber ? `${l.name} (Dosya ${l.enforcementFileNumber})` : l.name);
  const body = [
    `Dönem: ${period}    Ödeme tarihi: ${formatTurkishDate(slip.paidOn)}    Çalışılan gün: ${slip.workedDays}`,
    `Ad Soyad: ${employee.first_name} ${employee.last_name}    Kurum sicil no: ${employee.corporation_registry_number}`,
    `Unvan: ${employee.title}    Birim: ${employee.department}`,
    rule,
    'KAZANÇLAR',
    ...slip.earnings.map((l) => row(`  ${label(l)}`, l.amount)),
    row('Brüt toplam', slip.grossTotal),
    rule,
    'KESİNTİLER',
    ...slip.deductions.map((l) => row(`  ${label(l)}`, l.amount)),
    row('Kesintiler toplamı', slip.deductionTotal),
    rule,
    row('NET ÖDENEN', slip.netPay),
    rule,
    row('Gelir vergisi matrahı', slip.incomeTaxBase),
    row('Kümülatif gelir vergisi matrahı', slip.cumulativeIncomeTaxBase),
  ].join('\n');
  return {
    bytes: simplePdf(`${municipality} - MAAŞ BORDROSU`, body, { monospace: true }),
    contentType: 'application/pdf',
    fileName: `maas-bordrosu-${slip.year}-${String(slip.month).padStart(2, '0')}.pdf`,
    disposition: 'attachment',
  };
}
