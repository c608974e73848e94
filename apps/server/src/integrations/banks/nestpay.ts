import { randomBytes } from 'node:crypto';
import type { BankSecret, BankSetting } from '../../config/payment-settings';
import type { Fetch } from '../simulator-fetch';
import { decimalAmount, kurusOf, type BankAdapter, type BankOrder, type BankOrderStatus, type BankResult, type ReturnUrls, type ThreeDStart } from './adapter';
import { nestpayHashV3, verifyNestpayCallback } from './nestpay-hash';
import { readXml, xmlElement } from './xml';

/**
 * Asseco Nestpay (EstV3) in the 3D Pay Hosting model for Ziraat, İş and Halk (docs/domain/
 * payments-and-banks.md): the browser posts a signed form without card data to the bank's page, the bank
 * takes the card, runs 3-D and the sale, and posts a signed result back.
 */
export class NestpayAdapter implements BankAdapter {
  readonly hosted = true;

  constructor(
    readonly setting: BankSetting,
    private readonly secret: BankSecret,
    private readonly fetch: Fetch,
  ) {}

  async startThreeD(order: BankOrder, urls: ReturnUrls): Promise<ThreeDStart> {
    const fields: Record<string, string> = {
      clientid: this.setting.merchantId,
      storetype: '3d_pay_hosting',
      amount: decimalAmount(order.amount),
      oid: order.orderNumber,
      okUrl: urls.okUrl,
      failUrl: urls.failUrl,
      rnd: randomBytes(12).toString('hex').toUpperCase(),
      lang: 'tr',
      currency: '949',
      taksit: '',
      TranType: 'Auth',
      hashAlgorithm: 'ver3',
    };
    fields.hash = nestpayHashV3(fields, this.secret.storeKey);
    return { kind: 'form', form: { action: this.setting.threeDUrl, fields }, bankReference: null };
  }

  orderNumberOf(posted: Record<string, string>): string | null {
    return posted.oid ?? posted.ReturnOid ?? null;
  }

  async completeThreeD(order: BankOrder, posted: Record<string, string>): Promise<BankResult> {
    // The hash first: nothing in the message is believed before it (docs/domain/payments-and-banks.md).
    if (!verifyNestpayCallback(posted, this.secret.storeKey)) return { kind: 'untrusted', reason: 'hash' };
    if (posted.clientid !== this.setting.merchantId || posted.oid !== order.orderNumber) return { kind: 'untrusted', reason: 'order' };
    const amount = kurusOf(posted.amount);
    const maskedPan = posted.maskedCreditCard ?? posted.MaskedPan ?? null;
    const mdStatus = posted.mdStatus ?? '';
    if (mdStatus === '1' && posted.ProcReturnCode === '00' && posted.Response === 'Approved') {
      if (amount === null) return { kind: 'untrusted', reason: 'amount' };
      return { kind: 'approved', amount, authCode: posted.AuthCode ?? '', hostReference: posted.HostRefNum ?? posted.TransId ?? '', maskedPan, mdStatus };
    }
    const reason = posted.ErrMsg || posted.mdErrorMsg || 'İşlem banka tarafından onaylanmadı.';
    return { kind: 'declined', amount, code: posted.ProcReturnCode || `md${mdStatus}`, reason, maskedPan, mdStatus };
  }

  /** CC5Request with Extra.ORDERSTATUS=QUERY; TRANS_STAT S/A = taken, D/ERR/V/CNCL = not (docs/domain/payments-and-banks.md). */
  async queryStatus(order: BankOrder): Promise<BankOrderStatus> {
    const body = xmlElement('CC5Request', {
      Name: this.secret.apiUser,
      Password: this.secret.apiPassword,
      ClientId: this.setting.merchantId,
      OrderId: order.orderNumber,
      Extra: { ORDERSTATUS: 'QUERY' },
    });
    const response = await this.fetch(this.setting.apiUrl, { method: 'POST', headers: { 'content-type': 'application/xml; charset=utf-8' }, body });
    if (!response.ok) throw new Error(`Nestpay status query answered ${response.status}`);
    const xml = readXml(await response.text());
    const state = xml.leaf('TRANS_STAT');
    if (state === 'S' || state === 'A' || state === 'C') {
      // [B] ORIG_TRANS_AMT is in minor units in the bank's status answer.
      const amount = Number(xml.leaf('ORIG_TRANS_AMT'));
      if (!Number.isSafeInteger(amount)) throw new Error('Nestpay status query without an amount');
      return { kind: 'approved', amount, authCode: xml.leaf('AUTH_CODE') ?? '' };
    }
    if (state === 'PN') return { kind: 'pending' };
    if (state === null || state === '') return { kind: 'unknown' };
    return { kind: 'failed', reason: xml.leaf('ErrMsg') || `TRANS_STAT ${state}` };
  }
}
