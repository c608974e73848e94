import { isLuhnValid, cardDigits } from '@ebelediye/contract';
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { BankSetting } from '../../config/payment-settings';
import type { Db } from '../../db/kysely';
import { escapeHtml, sendSimulatorPage } from '../simulator-page';
import { decimalAmount, kurusOf } from './adapter';
import { maskPan } from './card';
import { nestpayHashV3 } from './nestpay-hash';
import { abandonedPage, acceptBankBodies, acsPage, hiddenInputs, refusePage, returnPage, SIMULATOR_DECLINED_PAN, simulatorSmsCode } from './simulator-pages';
import { findSimTransaction, openSimTransaction, updateSimTransaction } from './simulator-repo';
import { readXml, xmlElement } from './xml';

type Form = Record<string, string>;

/**
 * Nestpay 3D Pay Hosting as a bank would run it (docs/domain/payments-and-banks.md): the signed request is
 * checked, the bank's page takes the card, the ACS asks for the SMS code, and the result is
 * posted back signed with hash ver3. The XML API answers ORDERSTATUS queries.
 */
export function registerNestpaySimulator(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date) {
  const banks = config.payments.banks.filter((b) => b.protocol === 'nestpay');
  const bankOf = (code: string): BankSetting | undefined => banks.find((b) => b.bankCode === code);
  const storeKey = (code: string) => config.secrets.banks[code]?.storeKey ?? '';

  return app.register(async (scope) => {
    acceptBankBodies(scope);
    const base = '/sim/bank/nestpay/:bank';

    scope.post<{ Params: { bank: string }; Body: Form }>(`${base}/est3Dgate`, async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const form = request.body ?? {};
      if (!bank) return refusePage(reply, 'Sanal POS', 'Tanınmayan banka.');
      const { hash, ...signed } = form;
      if (form.clientid !== bank.merchantId || !hash || nestpayHashV3(signed, storeKey(bank.bankCode)) !== hash) {
        return refusePage(reply, bank.bankName, 'Güvenlik doğrulaması başarısız (hash). İşlem reddedildi.');
      }
      const amount = kurusOf(form.amount);
      if (form.storetype !== '3d_pay_hosting' || amount === null || !form.oid || !form.okUrl || !form.failUrl) {
        return refusePage(reply, bank.bankName, 'Eksik veya hatalı ödeme isteği.');
      }
      const at = now();
      const tx = await openSimTransaction(db, {
        bank_code: bank.bankCode,
        order_number: form.oid,
        amount,
        status: 'pending',
        masked_pan: null,
        auth_code: null,
        sms_code: null,
        request: form,
        created_at: at,
      });
      if (tx.status !== 'pending' || tx.amount !== amount) return refusePage(reply, bank.bankName, 'Bu sipariş numarası ile daha önce işlem yapılmış.');
      return cardPage(reply, bank, form.oid, decimalAmount(amount));
    });

    scope.post<{ Params: { bank: string }; Body: Form }>(`${base}/pay`, async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const form = request.body ?? {};
      const tx = bank && form.oid ? await findSimTransaction(db, bank.bankCode, form.oid) : undefined;
      if (!bank || !tx || tx.status !== 'pending') return refusePage(reply, bank?.bankName ?? 'Sanal POS', 'İşlem bulunamadı veya tamamlanmış.');
      const pan = cardDigits(form.pan ?? '');
      if (!isLuhnValid(pan) || !/^\d{3,4}$/.test(form.cv2 ?? '') || !/^\d{2}$/.test(form.month ?? '') || !/^\d{2}$/.test(form.year ?? '')) {
        return cardPage(reply, bank, tx.order_number, decimalAmount(tx.amount), 'Kart bilgileri hatalı. Lütfen kontrol ediniz.');
      }
      const smsCode = simulatorSmsCode();
      const outcome = pan === SIMULATOR_DECLINED_PAN ? 'declined' : 'approved';
      await updateSimTransaction(db, bank.bankCode, tx.order_number, { masked_pan: maskPan(pan), sms_code: smsCode, request: { ...tx.request, cardOutcome: outcome } }, now());
      return acsPage(reply, {
        bankName: bank.bankName,
        action: `/sim/bank/nestpay/${bank.bankCode}/acs`,
        carry: { oid: tx.order_number },
        amountText: decimalAmount(tx.amount),
        maskedPan: maskPan(pan),
        smsCode,
      });
    });

    scope.post<{ Params: { bank: string }; Body: Form }>(`${base}/acs`, async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const form = request.body ?? {};
      const tx = bank && form.oid ? await findSimTransaction(db, bank.bankCode, form.oid) : undefined;
      if (!bank || !tx || tx.status !== 'pending' || !tx.sms_code) return refusePage(reply, bank?.bankName ?? 'Sanal POS', 'İşlem bulunamadı veya tamamlanmış.');
      const at = now();
      if (form.decision === 'abandon') {
        await updateSimTransaction(db, bank.bankCode, tx.order_number, { status: 'abandoned', sms_code: null }, at);
        return abandonedPage(reply, bank.bankName);
      }
      const approveAsked = form.decision === 'approve';
      if (approveAsked && form.smsCode !== tx.sms_code) {
        return acsPage(reply, {
          bankName: bank.bankName,
          action: `/sim/bank/nestpay/${bank.bankCode}/acs`,
          carry: { oid: tx.order_number },
          amountText: decimalAmount(tx.amount),
          maskedPan: tx.masked_pan ?? '',
          smsCode: tx.sms_code,
          error: 'Doğrulama kodu hatalı.',
        });
      }
      const authenticated = approveAsked;
      const approved = authenticated && tx.request.cardOutcome === 'approved';
      const authCode = approved ? String(randomInt(100000, 1000000)) : '';
      await updateSimTransaction(db, bank.bankCode, tx.order_number, { status: approved ? 'approved' : 'declined', auth_code: authCode || null, sms_code: null }, at);
      const callback = signedCallback(tx.request, tx.masked_pan ?? '', authenticated, approved, authCode, at, storeKey(bank.bankCode));
      return returnPage(reply, bank.bankName, approved, approved ? tx.request.okUrl! : tx.request.failUrl!, callback);
    });

    scope.post<{ Params: { bank: string }; Body: string }>(`${base}/api`, async (request, reply) => {
      const bank = bankOf(request.params.bank);
      const xml = readXml(typeof request.body === 'string' ? request.body : '');
      const secret = bank ? config.secrets.banks[bank.bankCode] : undefined;
      reply.type('application/xml; charset=utf-8');
      if (!bank || !secret || xml.leaf('Name') !== secret.apiUser || xml.leaf('Password') !== secret.apiPassword || xml.leaf('ClientId') !== bank.merchantId) {
        return xmlElement('CC5Response', { Response: 'Error', ProcReturnCode: '99', ErrMsg: 'Kullanıcı doğrulanamadı.' });
      }
      const orderId = xml.leaf('OrderId') ?? '';
      const tx = xml.leaf('ORDERSTATUS') === 'QUERY' ? await findSimTransaction(db, bank.bankCode, orderId) : undefined;
      if (!tx) return xmlElement('CC5Response', { OrderId: orderId, Response: 'Error', ProcReturnCode: '99', ErrMsg: 'Kayıt bulunamadı.', Extra: {} });
      const state = tx.status === 'approved' ? 'S' : tx.status === 'pending' ? 'PN' : 'D';
      return xmlElement('CC5Response', {
        OrderId: tx.order_number,
        Response: 'Approved',
        ProcReturnCode: '00',
        ErrMsg: tx.status === 'abandoned' ? '3-D doğrulama tamamlanmadı.' : '',
        Extra: { TRANS_STAT: state, ORIG_TRANS_AMT: String(tx.amount), AUTH_CODE: tx.auth_code ?? '' },
      });
    });
  });
}

function cardPage(reply: Parameters<typeof sendSimulatorPage>[0], bank: BankSetting, oid: string, amountText: string, error?: string) {
  return sendSimulatorPage(
    reply,
    `${bank.bankName} Ortak Ödeme Sayfası`,
    `<h1>${escapeHtml(bank.bankName)} — Güvenli Ödeme</h1><p>Sipariş ${escapeHtml(oid)} · Tutar: ${escapeHtml(amountText)} TL</p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<p class="hint">Simülatör test kartları: 4111 1111 1111 1111 veya 5555 5555 5555 4444 onaylanır; ${SIMULATOR_DECLINED_PAN} bankaca reddedilir.</p>` +
      `<form method="post" action="/sim/bank/nestpay/${escapeHtml(bank.bankCode)}/pay">${hiddenInputs({ oid })}` +
      `<label>Kart numarası <input name="pan" inputmode="numeric" autocomplete="cc-number"></label>` +
      `<label>Ay (AA) <input name="month" inputmode="numeric" autocomplete="cc-exp-month" size="2"></label>` +
      `<label>Yıl (YY) <input name="year" inputmode="numeric" autocomplete="cc-exp-year" size="2"></label>` +
      `<label>Güvenlik kodu <input name="cv2" inputmode="numeric" autocomplete="cc-csc" size="4"></label>` +
      `<button type="submit">Öde</button></form>`,
  );
}

/** The 3D Pay Hosting result fields (docs/domain/payments-and-banks.md callback list), signed with hash ver3. */
function signedCallback(request: Form, maskedPan: string, authenticated: boolean, approved: boolean, authCode: string, at: Date, key: string): Form {
  const { hash: _hash, cardOutcome: _outcome, ...carried } = request;
  const fields: Form = {
    ...carried,
    ReturnOid: request.oid!,
    hashAlgorithm: 'ver3',
    encoding: 'ISO-8859-9',
    mdStatus: authenticated ? '1' : '0',
    mdErrorMsg: authenticated ? 'Authenticated' : 'Kart sahibi doğrulaması başarısız',
    txstatus: authenticated ? 'Y' : 'N',
    eci: authenticated ? '05' : '',
    cavv: authenticated ? randomBytes(20).toString('base64') : '',
    xid: randomBytes(20).toString('base64'),
    md: randomBytes(16).toString('hex'),
    maskedCreditCard: maskedPan,
    MaskedPan: maskedPan.replace(/\s/g, ''),
    Response: approved ? 'Approved' : 'Declined',
    ProcReturnCode: approved ? '00' : authenticated ? '51' : '99',
    AuthCode: authCode,
    HostRefNum: approved ? String(randomInt(100000000, 1000000000)) : '',
    TransId: randomBytes(8).toString('hex'),
    ErrMsg: approved ? '' : authenticated ? 'Yetersiz bakiye.' : '3-D Secure doğrulaması başarısız.',
    EXTRA_TRXDATE: at.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ''),
  };
  fields.HASH = nestpayHashV3(fields, key);
  return fields;
}
