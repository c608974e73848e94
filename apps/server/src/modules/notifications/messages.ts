import { formatMoney, formatTurkishDate } from '@ebelediye/contract';
import { escapeHtml } from '../../integrations/simulator-page';

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const htmlPage = (municipality: string, paragraphs: string[], unsubscribeUrl: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(municipality)}</title></head>` +
  `<body style="font-family: Arial, sans-serif; color: #1b1f24"><h1 style="font-size: 18px">${escapeHtml(municipality)}</h1>` +
  paragraphs.map((p) => `<p>${p}</p>`).join('') +
  `<hr><p style="font-size: 12px; color: #4a5560">Bu iletiyi, ${escapeHtml(municipality)} e-Belediye üyeliğinizde verdiğiniz izinle aldınız. ` +
  `Bu tür iletileri artık almak istemiyorsanız <a href="${escapeHtml(unsubscribeUrl)}">abonelikten çıkın</a>.</p></body></html>`;

const footerText = (municipality: string, unsubscribeUrl: string) =>
  `\n\n--\nBu iletiyi, ${municipality} e-Belediye üyeliğinizde verdiğiniz izinle aldınız.\nBu tür iletileri artık almak istemiyorsanız: ${unsubscribeUrl}`;

export interface ReminderFacts {
  municipality: string;
  dueDate: string;
  daysLeft: number;
  /** Kuruş still open. */
  amount: number;
  payUrl: string;
  /** The company a representative is reminded for; absent: the member's own debts. */
  onBehalfOf?: string | null;
}

const whenText = (f: ReminderFacts) => (f.daysLeft === 0 ? 'bugün' : `${f.daysLeft} gün sonra (${formatTurkishDate(f.dueDate)})`);
const whoseDebts = (f: ReminderFacts) =>
  f.onBehalfOf ? `yetkilisi olduğunuz ${f.onBehalfOf} adına kayıtlı ve son ödeme günü ${whenText(f)} olan borçların` : `son ödeme günü ${whenText(f)} olan borçlarınızın`;

/** The SMS: short, with the amount and the way to pay (no unsubscribe link: the profile changes it). */
export const reminderSms = (f: ReminderFacts) => {
  const whose = f.onBehalfOf ? `${f.onBehalfOf} adına son ödeme günü ${whenText(f)} olan borçların` : `Son ödeme günü ${whenText(f)} olan borçlarınızın`;
  return `${f.municipality}: ${whose} ödenmemiş tutarı ${formatMoney(f.amount)}. Ödemek için: ${f.payUrl}`;
};

export function reminderMail(f: ReminderFacts, unsubscribeUrl: string): MailText {
  const lead = `Sayın üyemiz, ${whoseDebts(f)} ödenmemiş tutarı ${formatMoney(f.amount)}.`;
  const tail = 'Son ödeme gününden sonra ödenen vergilere 6183 sayılı Kanun uyarınca gecikme zammı uygulanır.';
  return {
    subject: `${f.municipality} — ${f.onBehalfOf ? `${f.onBehalfOf} için ` : ''}son ödeme günü hatırlatması (${formatTurkishDate(f.dueDate)})`,
    text: `${lead}\n${tail}\nÖdemek için: ${f.payUrl}${footerText(f.municipality, unsubscribeUrl)}`,
    html: htmlPage(f.municipality, [escapeHtml(lead), escapeHtml(tail), `<a href="${escapeHtml(f.payUrl)}">Borcunuzu ödemek için tıklayınız</a>`], unsubscribeUrl),
  };
}

/** A decision on an application or complaint, in the words the clerk's action produced. */
export function decisionMail(municipality: string, subject: string, text: string, unsubscribeUrl: string): MailText {
  return {
    subject: `${municipality} — ${subject}`,
    text: `Sayın üyemiz,\n${text}${footerText(municipality, unsubscribeUrl)}`,
    html: htmlPage(municipality, ['Sayın üyemiz,', escapeHtml(text)], unsubscribeUrl),
  };
}

export interface ReceiptFacts {
  municipality: string;
  receiptNo: string;
  amount: number;
  collectedAt: string;
  verificationUrl: string;
}

export function receiptMail(f: ReceiptFacts, unsubscribeUrl: string): MailText {
  const lead = `Sayın üyemiz, ${formatTurkishDate(f.collectedAt)} tarihli ${formatMoney(f.amount)} tutarındaki ödemeniz alınmıştır. Makbuz numaranız: ${f.receiptNo}.`;
  const attached = 'Makbuzunuz bu iletinin ekinde PDF olarak yer almaktadır.';
  return {
    subject: `${f.municipality} — ödeme makbuzunuz (${f.receiptNo})`,
    text: `${lead}\n${attached}\nMakbuzu doğrulamak için: ${f.verificationUrl}${footerText(f.municipality, unsubscribeUrl)}`,
    html: htmlPage(f.municipality, [escapeHtml(lead), escapeHtml(attached), `<a href="${escapeHtml(f.verificationUrl)}">Makbuzu doğrulayınız</a>`], unsubscribeUrl),
  };
}
