import { addressAllowed } from '../../config/bank-addresses';
import type { AppConfig } from '../../config/app-config';
import type { BankSetting } from '../../config/payment-settings';
import type { Db } from '../../db/kysely';
import { signatureMatches } from '../../integrations/banks/collection-service-signature';
import { DomainError } from '../../platform/domain-error';
import { rememberNonce } from './nonce-repo';

/** How far a request's time stamp may be from the server's clock (docs/domain/bank-service.md). */
export const TIMESTAMP_SKEW_MS = 5 * 60_000;

/** A signed request as it arrived: the headers, the source address and the untouched body. */
export interface BankRequest {
  method: string;
  path: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const header = (request: BankRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Who is calling, checked before the body is read: a bank the municipality lets use the service
 * (it has a key and addresses), from one of its addresses, with a time stamp inside the window, a
 * signature over the request made with its key, and a nonce not seen inside the window.
 */
export async function authenticateBank(deps: { db: Db; config: AppConfig; now: () => Date }, request: BankRequest): Promise<BankSetting> {
  const bankCode = header(request, 'x-bank-code');
  const bank = deps.config.payments.banks.find((b) => b.bankCode === bankCode);
  const key = bank ? (deps.config.secrets.banks[bank.bankCode]?.serviceKey ?? '') : '';
  if (!bank || key === '' || bank.allowedAddresses.length === 0) throw new DomainError('BANK_UNAUTHENTICATED');
  if (!addressAllowed(bank.allowedAddresses, request.ip)) throw new DomainError('BANK_ADDRESS_NOT_ALLOWED');

  const timestamp = header(request, 'x-timestamp');
  const nonce = header(request, 'x-nonce');
  const signature = header(request, 'x-signature');
  const at = Date.parse(timestamp);
  const now = deps.now();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(timestamp) || Number.isNaN(at) || Math.abs(at - now.getTime()) > TIMESTAMP_SKEW_MS) throw new DomainError('BANK_REQUEST_EXPIRED');
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw new DomainError('BANK_UNAUTHENTICATED');
  if (!signatureMatches(key, { method: request.method, path: request.path, timestamp, nonce, body: request.body }, signature)) throw new DomainError('BANK_UNAUTHENTICATED');
  // A nonce is kept while a request carrying it could still pass the time stamp check: twice the skew.
  const fresh = await rememberNonce(deps.db, bank.bankCode, nonce, now, new Date(now.getTime() - 2 * TIMESTAMP_SKEW_MS));
  if (!fresh) throw new DomainError('BANK_REQUEST_REPLAYED');
  return bank;
}
