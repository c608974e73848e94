import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config/app-config';
import type { BankSetting } from '../../config/payment-settings';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { authenticateBank } from './bank-auth';
import { cancelBankCollection } from './cancel';
import { dailyList } from './daily-list';
import { payableDebts } from './debts';
import { payDebts } from './pay';
import { cancelRequest, dailyListQuery, debtQuery, paymentRequest } from './requests';

interface Deps {
  db: Db;
  config: AppConfig;
  now: () => Date;
}

export const BANK_SERVICE_PREFIX = '/bank-service/v1';

const rawBodies = new WeakMap<FastifyRequest, string>();
const banks = new WeakMap<FastifyRequest, BankSetting>();

/** The body's shape, checked only after the bank is known: a field error is a 400 with the fields. */
function read<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new DomainError('VALIDATION_FAILED', 'İstek okunamadı: gövde geçerli bir JSON değil.');
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new DomainError('VALIDATION_FAILED', undefined, fields);
}

/**
 * The collection service contracted banks call (docs/domain/bank-service.md): plain signed JSON,
 * outside the portal's /api contract. The body is kept as text until the signature over it is
 * checked, so an unknown caller learns nothing about the body's rules (401 first).
 */
export function registerBankServiceRoutes(app: FastifyInstance, deps: Deps) {
  void app.register(
    async (scope) => {
      scope.removeContentTypeParser('application/json');
      const keepText = (request: FastifyRequest, body: string | Buffer, done: (error: null, body: null) => void) => {
        rawBodies.set(request, String(body));
        done(null, null);
      };
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, keepText);
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, keepText);
      scope.addHook('preHandler', async (request) => {
        const bank = await authenticateBank(deps, { method: request.method, path: request.url, ip: request.ip, headers: request.headers, body: rawBodies.get(request) ?? '' });
        banks.set(request, bank);
      });
      const bankOf = (request: FastifyRequest) => banks.get(request)!.bankCode;
      const text = (request: FastifyRequest) => rawBodies.get(request) ?? '';

      scope.post('/debts/query', async (request) => payableDebts(deps.db, read(debtQuery, text(request)), deps.now()));
      scope.post('/payments', async (request) => payDebts(deps.db, bankOf(request), read(paymentRequest, text(request)), deps.now()));
      scope.post('/payments/cancel', async (request) => cancelBankCollection(deps.db, bankOf(request), read(cancelRequest, text(request)), deps.now()));
      scope.get('/collections', async (request) => dailyList(deps.db, bankOf(request), read(dailyListQuery, JSON.stringify(request.query ?? {})).date));
    },
    { prefix: BANK_SERVICE_PREFIX },
  );
}
