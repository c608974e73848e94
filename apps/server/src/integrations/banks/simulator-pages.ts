import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, sendSimulatorPage } from '../simulator-page';

/** Test cards (documented on the simulator's pages): this number is declined by the issuer. */
export const SIMULATOR_DECLINED_PAN = '4000000000000002';

export const simulatorSmsCode = () => String(randomInt(100000, 1000000));

export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** Form posts arrive url-encoded; the banks' XML APIs arrive as XML text. */
export function acceptBankBodies(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, String(body)));
}

export const refusePage = (reply: FastifyReply, bankName: string, text: string) =>
  sendSimulatorPage(reply, bankName, `<h1>${escapeHtml(bankName)}</h1><p class="error" role="alert">${escapeHtml(text)}</p>`, 400);

/** The issuer's 3-D Secure (ACS) page: the SMS code, then approve, decline or abandon. */
export function acsPage(
  reply: FastifyReply,
  input: { bankName: string; action: string; carry: Record<string, string>; amountText: string; maskedPan: string; smsCode: string; error?: string },
) {
  return sendSimulatorPage(
    reply,
    `${input.bankName} 3-D Secure`,
    `<h1>3-D Secure doğrulama — ${escapeHtml(input.bankName)}</h1>` +
      `<p>Kart: ${escapeHtml(input.maskedPan)} · Tutar: ${escapeHtml(input.amountText)} TL</p>` +
      (input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '') +
      `<p class="hint">Simülatör: cep telefonunuza gönderilen kod <strong>${escapeHtml(input.smsCode)}</strong>.</p>` +
      `<form method="post" action="${escapeHtml(input.action)}">${hiddenInputs(input.carry)}` +
      `<label>SMS doğrulama kodu <input name="smsCode" inputmode="numeric" autocomplete="one-time-code"></label>` +
      `<button type="submit" name="decision" value="approve">Onayla</button>` +
      `<button type="submit" name="decision" value="decline">Reddet</button>` +
      `<button type="submit" name="decision" value="abandon">Sayfayı terk et</button></form>`,
  );
}

/** The bank's return to the merchant: a signed form the payer sends on (the real page does it by script). */
export function returnPage(reply: FastifyReply, bankName: string, approved: boolean, action: string, fields: Record<string, string>) {
  return sendSimulatorPage(
    reply,
    bankName,
    `<h1>${approved ? 'İşlem onaylandı' : 'İşlem onaylanmadı'}</h1><p>Sonuç belediyeye iletilecek.</p>` +
      `<form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<button type="submit">Belediye sayfasına dön</button></form>`,
  );
}

export const abandonedPage = (reply: FastifyReply, bankName: string) =>
  sendSimulatorPage(
    reply,
    bankName,
    `<h1>Ödeme sayfası terk edildi</h1><p>Bankaya bir sonuç iletilmedi. Bu pencereyi kapatabilirsiniz.</p><p><a class="button secondary" href="/">Belediye ana sayfası</a></p>`,
  );
