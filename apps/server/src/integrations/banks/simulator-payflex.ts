import { isLuhnValid } from '@ebelediye/contract';
import { randomBytes, randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { BankSetting } from '../../config/payment-settings';
import type { Db } from '../../db/kysely';
import { decimalAmount, kurusOf } from './adapter';
import { maskPan } from './card';
import { abandonedPage, acceptBankBodies, acsPage, refusePage, returnPage, SIMULATOR_DECLINED_PAN, simulatorSmsCode } from './simulator-pages';
import { findSimTransaction, openSimTransaction, updateSimTransaction } from './simulator-repo';
import { readXml, xmlElement } from './xml';

type Form = Record<string, string>;
const base = '/sim/bank/payflex';
/** Enrollments and sales share the simulator's book; an enrollment is filed under its own id. */
const enrollmentKey = (id: string) => `mpi:${id}`;

interface PayflexSim {
  bank: BankSetting;
  password: string;
  db: Db;
  now: () => Date;
}

const xmlReply = (reply: { type(t: string): unknown }, body: string) => {
  reply.type('application/xml; charset=utf-8');
  return body;
};

/** MPI enrollment: a card in the 3-D Secure programme gets an ACS form to go to. */
function enrollment(scope: FastifyInstance, sim: PayflexSim) {
  scope.post<{ Body: Form }>(`${base}/MPI_Enrollment`, async (request, reply) => {
    const f = request.body ?? {};
    const fail = (code: string, message: string) =>
      xmlReply(
        reply,
        xmlElement('IPaySecure', {
          Message: { VERes: { Status: 'E' } },
          VerifyEnrollmentRequestId: f.VerifyEnrollmentRequestId ?? '',
          MessageErrorCode: code,
          ErrorMessage: message,
        }),
      );
    if (f.MerchantId !== sim.bank.merchantId || f.MerchantPassword !== sim.password) return fail('2005', 'Merchant cannot be found for this bank');
    const amount = kurusOf(f.PurchaseAmount);
    if (!f.VerifyEnrollmentRequestId || amount === null || !f.SuccessUrl || !f.FailureUrl) return fail('1001', 'Eksik alan.');
    if (!isLuhnValid(f.Pan ?? '') || !/^\d{4}$/.test(f.ExpiryDate ?? '')) {
      return xmlReply(
        reply,
        xmlElement('IPaySecure', {
          Message: { VERes: { Status: 'N' } },
          VerifyEnrollmentRequestId: f.VerifyEnrollmentRequestId,
          MessageErrorCode: '',
          ErrorMessage: 'Kart 3-D Secure programına kayıtlı değil.',
        }),
      );
    }
    const id = f.VerifyEnrollmentRequestId;
    await openSimTransaction(sim.db, {
      bank_code: sim.bank.bankCode,
      order_number: enrollmentKey(id),
      amount,
      status: 'pending',
      masked_pan: maskPan(f.Pan!),
      auth_code: null,
      sms_code: simulatorSmsCode(),
      request: {
        kind: 'enrollment',
        SuccessUrl: f.SuccessUrl,
        FailureUrl: f.FailureUrl,
        Expiry: f.ExpiryDate!,
        cardOutcome: f.Pan === SIMULATOR_DECLINED_PAN ? 'declined' : 'approved',
      },
      created_at: sim.now(),
    });
    return xmlReply(
      reply,
      xmlElement('IPaySecure', {
        Message: { VERes: { Status: 'Y', PaReq: randomBytes(24).toString('base64'), TermUrl: f.SuccessUrl, MD: id, ACSUrl: `${base}/acs` } },
        VerifyEnrollmentRequestId: id,
        MessageErrorCode: '',
        ErrorMessage: '',
      }),
    );
  });
}

/** The ACS asks for the SMS code and posts the unsigned result back to the merchant. */
function accessControlServer(scope: FastifyInstance, sim: PayflexSim) {
  scope.post<{ Body: Form }>(`${base}/acs`, async (request, reply) => {
    const f = request.body ?? {};
    const tx = f.MD ? await findSimTransaction(sim.db, sim.bank.bankCode, enrollmentKey(f.MD)) : undefined;
    if (!tx || tx.status !== 'pending' || !tx.sms_code) return refusePage(reply, sim.bank.bankName, 'İşlem bulunamadı veya tamamlanmış.');
    return acsPage(reply, {
      bankName: sim.bank.bankName,
      action: `${base}/acs/result`,
      carry: { MD: f.MD! },
      amountText: decimalAmount(tx.amount),
      maskedPan: tx.masked_pan ?? '',
      smsCode: tx.sms_code,
    });
  });
  scope.post<{ Body: Form }>(`${base}/acs/result`, async (request, reply) => {
    const f = request.body ?? {};
    const id = f.MD ?? '';
    const tx = id ? await findSimTransaction(sim.db, sim.bank.bankCode, enrollmentKey(id)) : undefined;
    if (!tx || tx.status !== 'pending' || !tx.sms_code) return refusePage(reply, sim.bank.bankName, 'İşlem bulunamadı veya tamamlanmış.');
    if (f.decision === 'abandon') {
      await updateSimTransaction(sim.db, sim.bank.bankCode, tx.order_number, { status: 'abandoned', sms_code: null }, sim.now());
      return abandonedPage(reply, sim.bank.bankName);
    }
    if (f.decision === 'approve' && f.smsCode !== tx.sms_code) {
      return acsPage(reply, {
        bankName: sim.bank.bankName,
        action: `${base}/acs/result`,
        carry: { MD: id },
        amountText: decimalAmount(tx.amount),
        maskedPan: tx.masked_pan ?? '',
        smsCode: tx.sms_code,
        error: 'Doğrulama kodu hatalı.',
      });
    }
    const authenticated = f.decision === 'approve';
    await updateSimTransaction(sim.db, sim.bank.bankCode, tx.order_number, { status: authenticated ? 'approved' : 'declined', sms_code: null }, sim.now());
    const fields: Form = {
      MerchantId: sim.bank.merchantId,
      SubMerchantNo: '',
      PurchAmount: String(tx.amount),
      PurchCurrency: '949',
      VerifyEnrollmentRequestId: id,
      SessionInfo: '',
      InstallmentCount: '',
      Pan: tx.masked_pan ?? '',
      Expiry: tx.request.Expiry ?? '',
      Xid: randomBytes(20).toString('base64'),
      Status: authenticated ? 'Y' : 'N',
      Cavv: authenticated ? randomBytes(20).toString('base64') : '',
      Eci: authenticated ? '05' : '',
      ExpSign: '',
      ErrorCode: authenticated ? '' : '3DS-N',
      ErrorMessage: authenticated ? '' : 'Kart sahibi doğrulaması başarısız.',
    };
    return returnPage(reply, sim.bank.bankName, authenticated, authenticated ? tx.request.SuccessUrl! : tx.request.FailureUrl!, fields);
  });
}

/** The VPOS takes the sale with the card again, once per order number. */
function sale(scope: FastifyInstance, sim: PayflexSim) {
  scope.post<{ Body: Form }>(`${base}/Vposreq`, async (request, reply) => {
    const xml = readXml(request.body?.prmstr ?? '');
    const answer = (fields: Record<string, string>) => xmlReply(reply, xmlElement('VposResponse', fields));
    if (xml.leaf('MerchantId') !== sim.bank.merchantId || xml.leaf('Password') !== sim.password || xml.leaf('TerminalNo') !== sim.bank.terminalNo) {
      return answer({ ResultCode: '9065', ResultDetail: 'Geçersiz üye işyeri bilgisi.' });
    }
    // The bank wants the payer's address and the name on the card with every provision (docs/domain/payments-and-banks.md).
    if (isIP(xml.leaf('ClientIp') ?? '') === 0) return answer({ ResultCode: '1083', ResultDetail: 'ClientIp alanı eksik veya geçersiz.' });
    if (!(xml.leaf('CardHoldersName') ?? '').trim()) return answer({ ResultCode: '1083', ResultDetail: 'CardHoldersName alanı eksik.' });
    const orderId = xml.leaf('OrderId') ?? '';
    const amount = kurusOf(xml.leaf('CurrencyAmount') ?? undefined);
    const enrollment = await findSimTransaction(sim.db, sim.bank.bankCode, enrollmentKey(xml.leaf('MpiTransactionId') ?? ''));
    const pan = xml.leaf('Pan') ?? '';
    if (
      !enrollment ||
      enrollment.status !== 'approved' ||
      amount !== enrollment.amount ||
      !orderId ||
      maskPan(pan) !== enrollment.masked_pan ||
      !/^\d{3,4}$/.test(xml.leaf('Cvv') ?? '')
    ) {
      return answer({ ResultCode: '1083', ResultDetail: 'Geçersiz işlem.' });
    }
    const existing = await findSimTransaction(sim.db, sim.bank.bankCode, orderId);
    if (existing) return answer({ ResultCode: '1059', ResultDetail: 'Bu sipariş numarası ile daha önce işlem yapılmış.', OrderId: orderId });
    const approved = enrollment.request.cardOutcome === 'approved';
    const authCode = approved ? String(randomInt(100000, 1000000)) : null;
    await openSimTransaction(sim.db, {
      bank_code: sim.bank.bankCode,
      order_number: orderId,
      amount,
      status: approved ? 'approved' : 'declined',
      masked_pan: enrollment.masked_pan,
      auth_code: authCode,
      sms_code: null,
      request: { kind: 'sale', ClientIp: xml.leaf('ClientIp')!, CardHoldersName: xml.leaf('CardHoldersName')! },
      created_at: sim.now(),
    });
    if (!approved) return answer({ ResultCode: '0312', ResultDetail: 'RED-GEÇERSİZ KART', OrderId: orderId });
    return answer({
      ResultCode: '0000',
      ResultDetail: 'İşlem başarılı',
      AuthCode: authCode!,
      Rrn: String(randomInt(100000000, 1000000000)),
      TransactionId: orderId,
      OrderId: orderId,
      CurrencyAmount: decimalAmount(amount),
      CurrencyCode: '949',
      ThreeDSecureType: '2',
    });
  });
}

/** Search answers the live status of an order. */
function search(scope: FastifyInstance, sim: PayflexSim) {
  scope.post<{ Body: Form }>(`${base}/Search`, async (request, reply) => {
    const xml = readXml(request.body?.prmstr ?? '');
    if (xml.leaf('HostMerchantId') !== sim.bank.merchantId || xml.leaf('MerchantPassword') !== sim.password) {
      return xmlReply(reply, xmlElement('SearchResponse', { ResultCode: '9065', ResultDetail: 'Geçersiz üye işyeri bilgisi.' }));
    }
    const tx = await findSimTransaction(sim.db, sim.bank.bankCode, xml.leaf('OrderId') ?? '');
    if (!tx) return xmlReply(reply, xmlElement('SearchResponse', { ResponseInfo: { Status: 'Success' } }));
    const fields = tx.status === 'approved' ? { ResultCode: '0000', ResultDetail: 'İşlem başarılı' } : { ResultCode: '0312', ResultDetail: 'RED-GEÇERSİZ KART' };
    return xmlReply(
      reply,
      xmlElement('SearchResponse', { TransactionInfo: { ...fields, OrderId: tx.order_number, CurrencyAmount: decimalAmount(tx.amount), AuthCode: tx.auth_code ?? '' } }),
    );
  });
}

/**
 * VakıfBank PayFlex MPI + VPOS (docs/domain/payments-and-banks.md): enrollment answers an ACS form, the ACS asks
 * for the SMS code and posts the unsigned result back, the VPOS takes the sale with the card
 * again, and Search answers the live status of an order.
 */
export function registerPayflexSimulator(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date) {
  const bank = config.payments.banks.find((b) => b.protocol === 'payflex');
  if (!bank) return;
  const sim: PayflexSim = { bank, password: config.secrets.banks[bank.bankCode]?.apiPassword ?? '', db, now };
  return app.register(async (scope) => {
    acceptBankBodies(scope);
    enrollment(scope, sim);
    accessControlServer(scope, sim);
    sale(scope, sim);
    search(scope, sim);
  });
}
