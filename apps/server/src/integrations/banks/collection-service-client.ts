import { randomBytes } from 'node:crypto';
import { signRequest } from './collection-service-signature';

/** A bank's side of the collection service (docs/domain/bank-service.md): signs and sends each call. */
export interface CollectionServiceClientOptions {
  /** The portal's origin, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  bankCode: string;
  /** The bank's service key (BANK_<code>_SERVICE_KEY on the portal). */
  serviceKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export type PayerKey = { subscriberNo: string } | { nationalId: string } | { taxNumber: string };

export interface ServiceAnswer {
  status: number;
  body: Record<string, unknown>;
}

const PREFIX = '/bank-service/v1';

/** The headers of one signed call: the bank, the time, a fresh nonce and the signature. */
export function signedHeaders(options: { bankCode: string; serviceKey: string }, method: string, path: string, body: string, at: Date, nonce = randomBytes(16).toString('hex')) {
  const timestamp = at.toISOString();
  return {
    'x-bank-code': options.bankCode,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signRequest(options.serviceKey, { method, path, timestamp, nonce, body }),
  };
}

export class CollectionServiceClient {
  constructor(private readonly options: CollectionServiceClientOptions) {}

  private async send(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<ServiceAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers = {
      ...signedHeaders(this.options, method, path, body, (this.options.now ?? (() => new Date()))()),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl}${path}`, { method, headers, ...(payload === undefined ? {} : { body }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  queryDebts(payer: PayerKey) {
    return this.send('POST', `${PREFIX}/debts/query`, payer);
  }

  pay(payer: PayerKey, payment: { bankReference: string; debtIds: number[]; amount: number }) {
    return this.send('POST', `${PREFIX}/payments`, { ...payer, ...payment });
  }

  cancel(bankReference: string, reason: string) {
    return this.send('POST', `${PREFIX}/payments/cancel`, { bankReference, reason });
  }

  dailyList(date: string) {
    return this.send('GET', `${PREFIX}/collections?date=${encodeURIComponent(date)}`);
  }
}
