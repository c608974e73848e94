import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import { simplePdf } from '../../documents/simple-pdf';
import type { Plan } from './installment-plan';

export interface PetitionInput {
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
}

const money = (kurus: number) => formatMoney(kurus).padStart(16);
const coefficientText = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(3).replace('.', ',');

/** The application petition (başvuru dilekçesi): who applies, under which law, for which debts, with which plan. */
export function petitionPdf(input: PetitionInput): Uint8Array {
  const { plan } = input;
  const option = input.instalmentCount === 1 ? 'Peşin ödeme' : `${input.instalmentCount} taksit, ${input.periodMonths} ayda bir, katsayı ${coefficientText(input.coefficient)}`;
  const lines = [
    `${input.municipalityName.toLocaleUpperCase('tr-TR')} BAŞKANLIĞINA`,
    '',
    `Başvuru No : ${input.applicationNo}`,
    `Tarih      : ${formatTurkishDate(input.appliedOn)}`,
    `Başvuran   : ${input.applicant.name}`,
    `Kimlik/VKN : ${input.applicant.identityNo}`,
    `Kanun      : ${input.scheme.lawNo} - ${input.scheme.title}`,
    '',
    `${input.scheme.lawNo} sayılı Kanun kapsamında aşağıdaki borçlarımın yapılandırılmasını, gecikme`,
    `zammı yerine ${input.scheme.indexName.replace('_', '-')} tutarı hesaplanmasını ve ödeme şeklimin "${option}"`,
    'olarak kabul edilmesini arz ederim. Taksitlerin süresinde ödenmemesi halinde yapılandırmanın',
    'bozulacağını ve kalan asıl alacağın gecikme zammı ile takip edileceğini biliyorum.',
    '',
    'YAPILANDIRILAN BORÇLAR',
    `${'Vade'.padEnd(11)}${'Açıklama'.padEnd(38)}${'Asıl'.padStart(16)}${'Endeks tutarı'.padStart(16)}`,
    ...plan.debts.map((d) => `${formatTurkishDate(d.dueDate).padEnd(11)}${(input.descriptions.get(d.accrualOid) ?? '').slice(0, 36).padEnd(38)}${money(d.principal)}${money(d.indexAmount)}`),
    '',
    `Asıl alacak toplamı               ${money(plan.principal)}`,
    `Silinen gecikme zammı             ${money(plan.delayFineWaived)}`,
    `Endeks (${input.scheme.indexEndPeriod}) tutarı           ${money(plan.indexAmount)}`,
    ...(plan.indexDiscount > 0 ? [`Peşin ödeme indirimi              ${money(-plan.indexDiscount)}`] : []),
    `Yapılandırılmış toplam            ${money(plan.restructuredTotal)}`,
    `Sağlanan tasarruf                 ${money(plan.saving)}`,
    '',
    'ÖDEME PLANI',
    ...plan.instalments.map((i) => `${String(i.instalmentNo).padStart(3)}. taksit   son ödeme ${formatTurkishDate(i.dueDate)}   ${money(i.amount)}`),
    '',
    '',
    `${input.applicant.name}`,
    'e-Belediye üzerinden elektronik olarak onaylanmıştır.',
  ];
  return simplePdf('Borç Yapılandırma Başvuru Dilekçesi', lines.join('\n'), { monospace: true });
}
