/**
 * The words of a scheme's rules, built from its parameters only: the terms screen, the consent
 * box and the petition PDF all print these sentences, so a changed tolerance or grace period
 * changes every one of them (docs/domain/restructuring.md, ADR 0008).
 */
export interface RuleText {
  tr: string;
  en: string;
}

export interface PlanRuleParameters {
  /** Instalments that may stay unpaid beyond the grace days without breaking the plan. */
  toleratedLateInstalments: number;
  graceDays: number;
  /** Whether an instalment accrual itself bears gecikme zammı (its income type's setting). */
  instalmentBearsDelayFine: boolean;
  waivesDelayFine: boolean;
  /** Basis points of the index amount waived on payment at once (9000 is 90 %). */
  cashDiscountOnIndex: number;
}

export interface PlanRules {
  cashDiscount: RuleText;
  /** When the plan breaks, what a late instalment costs, what breaking costs, where paid money goes. */
  breaking: RuleText[];
}

const lastWordSuffix: Record<string, string> = { '1': 'i', '2': 'si', '3': 'ü', '4': 'ü', '5': 'i', '6': 'sı', '7': 'si', '8': 'i', '9': 'u' };
const tensSuffix: Record<string, string> = { '1': 'u', '2': 'si', '3': 'u', '4': 'ı', '5': 'si', '6': 'ı', '7': 'i', '8': 'i', '9': 'ı' };

/**
 * The third-person possessive after a written number ("%90'ı", "%25'i", "%100'ü"): the suffix
 * follows the vowel of the number's last spoken word (doksan → ı, yirmi beş → i, yüz → ü).
 */
export function possessiveAfterNumber(written: string): string {
  const digits = written.replace(/\D/g, '');
  const units = digits.replace(/0+$/, '');
  const zeros = digits.length - units.length;
  if (units === '') return "'ı";
  if (zeros === 0) return `'${lastWordSuffix[units.at(-1)!]}`;
  if (zeros === 1) return `'${tensSuffix[units.at(-1)!]}`;
  if (zeros === 2) return "'ü";
  return "'i";
}

const percentOf = (basisPoints: number) => (basisPoints / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

function cashDiscountText(basisPoints: number): RuleText {
  const tr = percentOf(basisPoints);
  const en = (basisPoints / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return { tr: `Endeks tutarının %${tr}${possessiveAfterNumber(tr)} silinir.`, en: `${en}% of the index amount is waived.` };
}

/** The breaking condition alone: the back office shows it beside a plan it may mark broken. */
export function breakingCondition(tolerated: number, graceDays: number): RuleText {
  const late = {
    tr: graceDays === 0 ? 'son ödeme tarihi geçtiği halde ödenmemiş' : `son ödeme tarihinin üzerinden ${graceDays} günden fazla geçtiği halde ödenmemiş`,
    en: graceDays === 0 ? 'unpaid after their due date' : `unpaid more than ${graceDays} days after their due date`,
  };
  if (tolerated === 0)
    return {
      tr: `Bir taksit ${late.tr} kalırsa yapılandırma bozulur.`,
      en: `The plan breaks as soon as one instalment is ${late.en.replace('their', 'its')}.`,
    };
  return {
    tr: `Aynı anda en çok ${tolerated} taksit ${late.tr} kalabilir; bu sayı ${tolerated} taksidi aşarsa (${tolerated + 1}. taksitte) yapılandırma bozulur.`,
    en: `At most ${tolerated} instalments may be ${late.en} at any one time; when more are (the ${ordinal(tolerated + 1)} one), the plan breaks.`,
  };
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function lateCost(p: PlanRuleParameters): RuleText {
  if (p.instalmentBearsDelayFine)
    return {
      tr: 'Geç ödenen taksit, son ödeme tarihinden ödendiği güne kadar işleyen gecikme zammıyla birlikte ödenir (6183 sayılı Kanun md. 51).',
      en: 'An instalment paid late is paid with the delay fine from its due date to the day it is paid (Law 6183 art. 51).',
    };
  return {
    tr: 'Bu sınır içinde geç ödenen taksite gecikme zammı eklenmez; taksitler sırayla ödenir.',
    en: 'An instalment paid late within this limit bears no delay fine; instalments are paid in order.',
  };
}

function breakingCost(p: PlanRuleParameters): RuleText {
  if (p.waivesDelayFine)
    return {
      tr: 'Yapılandırma bozulursa indirimler kaybedilir: kalan taksitler iptal edilir ve ödenmemiş asıl borçlar, ilk son ödeme tarihlerinden itibaren işleyen gecikme zammıyla birlikte yeniden borç olarak eklenir.',
      en: 'If the plan breaks, its reductions are lost: the remaining instalments are cancelled and the unpaid principals come back as debts with the delay fine running from their original due dates.',
    };
  return {
    tr: 'Yapılandırma bozulursa kalan taksitler iptal edilir ve ödenmemiş asıl borçlar ilk son ödeme tarihleriyle yeniden borç olarak eklenir.',
    en: 'If the plan breaks, the remaining instalments are cancelled and the unpaid principals come back as debts with their original due dates.',
  };
}

const paidMoney: RuleText = {
  tr: 'Ödenmiş taksitler geri ödenmez; en eski vadeli borçtan başlayarak asıl borçlara sayılır.',
  en: 'Instalments already paid are not refunded; they are credited to the principals, oldest due date first.',
};

export function planRules(p: PlanRuleParameters): PlanRules {
  return {
    cashDiscount: cashDiscountText(p.cashDiscountOnIndex),
    breaking: [breakingCondition(p.toleratedLateInstalments, p.graceDays), lateCost(p), breakingCost(p), paidMoney],
  };
}
