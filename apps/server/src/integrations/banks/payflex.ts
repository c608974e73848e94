import { randomBytes } from 'node:crypto';
import type { BankSecret, BankSetting } from '../../config/payment-settings';
import type { Fetch } from '../simulator-fetch';
import { decimalAmount, kurusOf, type BankAdapter, type BankOrder, type BankOrderStatus, type BankResult, type ReturnUrls, type ThreeDStart } from './adapter';
import { maskPan, type CardData } from './card';
import type { CardVault } from './card-vault';
import { readXml, xmlElement } from './xml';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * VakıfBank VPOS 7/24 (PayFlex MPI VPOS V4, docs/domain/payments-and-banks.md): enrollment with the card, the
 * ACS page, then the provision with the card again. No hash: the callback is believed only
 * because the provision it leads to is checked by the bank.
 */
export class PayflexAdapter implements BankAdapter {
  readonly hosted = false;

  constructor(
    readonly setting: BankSetting,
    private readonly secret: BankSecret,
    private readonly fetch: Fetch,
    private readonly vault: CardVault,
  ) {}

  async startThreeD(order: BankOrder, urls: ReturnUrls, card: CardData | null): Promise<ThreeDStart> {
    if (!card) return { kind: 'refused', reason: 'Kart bilgileri eksik.' };
    const reference = randomBytes(10).toString('hex');
    const response = await this.fetch(this.setting.threeDUrl, {
      method: 'POST',
      headers: formHeaders,
      body: form({
        MerchantId: this.setting.merchantId,
        MerchantPassword: this.secret.apiPassword,
        MerchantType: '0',
        PurchaseAmount: decimalAmount(order.amount),
        VerifyEnrollmentRequestId: reference,
        Currency: '949',
        SuccessUrl: urls.okUrl,
        FailureUrl: urls.failUrl,
        Pan: card.pan,
        ExpiryDate: card.expiryYear.slice(2) + card.expiryMonth,
        BrandName: String(card.brandName),
        IsRecurring: 'false',
      }),
    });
    if (!response.ok) throw new Error(`PayFlex enrollment answered ${response.status}`);
    const xml = readXml(await response.text());
    if (xml.leaf('Status') !== 'Y') {
      return { kind: 'refused', reason: xml.leaf('ErrorMessage') || 'Kartınız 3-D Secure ile ödemeye kapalıdır.' };
    }
    this.vault.keep(reference, card);
    const fields = { PaReq: xml.leaf('PaReq') ?? '', TermUrl: xml.leaf('TermUrl') ?? '', MD: xml.leaf('MD') ?? '' };
    return { kind: 'form', form: { action: xml.leaf('ACSUrl') ?? '', fields }, bankReference: reference };
  }

  orderNumberOf(): string | null {
    // The ACS result names the enrollment id, not our order number; the service looks it up.
    return null;
  }

  async completeThreeD(order: BankOrder, posted: Record<string, string>): Promise<BankResult> {
    if (!order.bankReference || posted.VerifyEnrollmentRequestId !== order.bankReference || posted.MerchantId !== this.setting.merchantId) {
      return { kind: 'untrusted', reason: 'order' };
    }
    if (Number(posted.PurchAmount) !== order.amount) return { kind: 'untrusted', reason: 'amount' };
    const card = this.vault.take(order.bankReference);
    const maskedPan = card ? maskPan(card.pan) : null;
    if (posted.Status !== 'Y') {
      return {
        kind: 'declined',
        amount: null,
        code: posted.ErrorCode || `3D-${posted.Status ?? ''}`,
        reason: posted.ErrorMessage || '3-D Secure doğrulaması başarısız.',
        maskedPan,
        mdStatus: posted.Status ?? '',
      };
    }
    if (!card) return { kind: 'declined', amount: null, code: 'CARD-GONE', reason: 'Ödeme süresi doldu. Lütfen yeniden deneyiniz.', maskedPan, mdStatus: 'Y' };
    const request = xmlElement('VposRequest', {
      MerchantId: this.setting.merchantId,
      Password: this.secret.apiPassword,
      TerminalNo: this.setting.terminalNo,
      TransactionType: 'Sale',
      TransactionId: order.orderNumber,
      CurrencyAmount: decimalAmount(order.amount),
      CurrencyCode: '949',
      ECI: posted.Eci ?? '',
      CAVV: posted.Cavv ?? '',
      MpiTransactionId: order.bankReference,
      OrderId: order.orderNumber,
      ClientIp: order.clientIp,
      TransactionDeviceSource: '0',
      CardHoldersName: card.holderName,
      Pan: card.pan,
      Cvv: card.cvv,
      Expiry: card.expiryYear + card.expiryMonth,
    });
    const response = await this.fetch(this.setting.apiUrl, { method: 'POST', headers: formHeaders, body: form({ prmstr: request }) });
    if (!response.ok) throw new Error(`PayFlex provision answered ${response.status}`);
    const xml = readXml(await response.text());
    const code = xml.leaf('ResultCode') ?? '';
    const amount = kurusOf(xml.leaf('CurrencyAmount') ?? undefined);
    if (code === '0000') {
      if (amount === null) return { kind: 'untrusted', reason: 'amount' };
      return { kind: 'approved', amount, authCode: xml.leaf('AuthCode') ?? '', hostReference: xml.leaf('Rrn') ?? '', maskedPan, mdStatus: 'Y' };
    }
    return { kind: 'declined', amount, code, reason: xml.leaf('ResultDetail') || 'İşlem banka tarafından onaylanmadı.', maskedPan, mdStatus: 'Y' };
  }

  /** SearchRequest by OrderId (docs/domain/payments-and-banks.md). */
  async queryStatus(order: BankOrder): Promise<BankOrderStatus> {
    const request = xmlElement('SearchRequest', {
      MerchantCriteria: { HostMerchantId: this.setting.merchantId, MerchantPassword: this.secret.apiPassword },
      TransactionCriteria: { TransactionId: '', OrderId: order.orderNumber, AuthCode: '' },
    });
    const response = await this.fetch(this.setting.queryUrl, { method: 'POST', headers: formHeaders, body: form({ prmstr: request }) });
    if (!response.ok) throw new Error(`PayFlex search answered ${response.status}`);
    const xml = readXml(await response.text());
    const code = xml.leaf('ResultCode');
    if (code === null) return { kind: 'unknown' };
    if (code !== '0000') return { kind: 'failed', reason: xml.leaf('ResultDetail') || code };
    const amount = kurusOf(xml.leaf('CurrencyAmount') ?? undefined);
    if (amount === null) throw new Error('PayFlex search without an amount');
    return { kind: 'approved', amount, authCode: xml.leaf('AuthCode') ?? '' };
  }
}
