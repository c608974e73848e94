import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { OperationServices } from '../../platform/operation-context';
import { completeThreeD } from './bank-result';
import { isTerminal } from './order-state';

interface Deps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  services: OperationServices;
}

/**
 * Where the bank's page sends the payer back with the result (okUrl/failUrl): the result is
 * verified and settled here on the server, then the browser goes to the result page with
 * only the order number. A bank form post carries no token, so this is not an /api operation.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: Deps) {
  const { SuccessUrl, FailureUrl } = deps.config.publicSetting;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { bankCode: string }; Body: Record<string, string> }>('/payment/bank-callback/:bankCode', async (request, reply) => {
      const ctx = { ...deps, log: request.log };
      try {
        const order = await completeThreeD(ctx, request.params.bankCode, request.body ?? {}, { collect: true });
        // A repeated callback can arrive while the first is still provisioning: an order in
        // progress goes to the success page, which follows it; only a final refusal is a failure.
        const page = isTerminal(order.status) && order.status !== 'collected' ? FailureUrl : SuccessUrl;
        return reply.redirect(`${page}?orderNumber=${encodeURIComponent(order.order_number)}`, 303);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return reply.redirect(`${FailureUrl}?reason=${encodeURIComponent(error.code)}`, 303);
      }
    });
  });
}
