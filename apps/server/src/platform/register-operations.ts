import { defaultMaxBodyBytes, operations, type FileContent, type OperationDefinition, type OperationName } from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { authenticate, carriesPaymentProof, requireAccess, type EmployeeCheck, type RoleCheck, type SessionCheck } from './auth';
import { DomainError } from './domain-error';
import { sendFile } from './file-reply';
import type { AccessLogger, OperationContext, OperationHandlers, OperationServices } from './operation-context';
import type { ReferenceCache } from './reference-cache';
import { referenceCaching } from './reference-caching';

interface Dependencies {
  db: Db;
  config: AppConfig;
  handlers: OperationHandlers;
  now: () => Date;
  cache: ReferenceCache;
  isSessionLive: SessionCheck;
  isActiveEmployee?: EmployeeCheck;
  holdsRole?: RoleCheck;
  services: OperationServices;
  /** Writes the citizen's access log for operations with `accessLog`; `covers` says whether it knows the operation. */
  accessLog?: { write: AccessLogger; covers(operation: OperationDefinition): boolean };
}

/**
 * Routes `POST /api/<Name>` for every operation of the contract's registry: the request
 * schema validates (400 with field errors), the response schema serialises and strips
 * unknown fields (a new column cannot leak), and the access level guards the handler.
 */
export function registerOperations(app: FastifyInstance, deps: Dependencies) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(operations) as OperationName[]) {
    const operation = operations[name] as OperationDefinition;
    const handler = deps.handlers[name] as (body: unknown, ctx: OperationContext) => unknown;
    if (operation.accessLog && !deps.accessLog?.covers(operation)) throw new Error(`${name} reads a citizen's record but has no access-log subject`);
    const caching = operation.access === 'public' && operation.cacheSeconds ? referenceCaching(name, operation.cacheSeconds, deps.cache) : null;
    typed.route({
      method: 'POST',
      url: `/api/${name}`,
      bodyLimit: operation.maxBodyBytes ?? defaultMaxBodyBytes,
      schema: {
        operationId: name,
        tags: [operation.tag],
        summary: operation.summary,
        ...(operation.role
          ? {
              description: `Requires the role ${operation.role}${operation.role === 'ANY' ? ' (any back-office role, or ADMIN)' : ''}: 401 without a token, 403 without the role.${operation.accessLog ? ` Every call is written to the citizen's access log (screen "${operation.accessLog}").` : ''}`,
            }
          : {}),
        body: operation.request,
        response: { 200: operation.response },
        // A payer is a signed-in member or, without a token, a caller with a payment proof in the body.
        ...(operation.access === 'public' ? {} : { security: operation.access === 'payer' ? [{ bearer: [] }, {}] : [{ bearer: [] }] }),
      },
      // Who is calling is settled before the body is read: a signed-out browser is sent to sign in
      // (401), not told that its input is wrong, and an anonymous body is never parsed for a member call.
      onRequest: async (request) => {
        // A stale token must not break a public lookup or a fast payment; on member calls it is a 401 so the client refreshes.
        const lenient = operation.access === 'public' || operation.access === 'payer';
        const member = authenticate(request, deps.config, deps.isSessionLive, deps.now);
        request.member = lenient ? await member.catch(() => null) : await member;
        await requireAccess(operation.access, request.member, deps.isActiveEmployee, { required: operation.role, holds: deps.holdsRole });
      },
      preValidation: async (request, reply) => {
        // Calls without a payload may send no body at all.
        request.body ??= {};
        // Neither signed in nor holding a payment proof: sent to sign in, as on a member call, whatever the body says.
        if (operation.access === 'payer' && !request.member && !carriesPaymentProof(request.body)) throw new DomainError('UNAUTHENTICATED');
        if (caching) return caching.answerSameBody(request, reply);
      },
      ...(caching ? { preHandler: caching.answerSameQuery, onSend: caching.onSend } : {}),
      handler: async (request, reply) => {
        const result = await handler(request.body, {
          db: deps.db,
          config: deps.config,
          member: request.member ?? null,
          ip: request.ip,
          log: request.log,
          now: deps.now,
          services: deps.services,
          userAgent: request.headers['user-agent'],
        });
        // Staff reads of a citizen's record are logged without exception: no entry, no answer.
        if (operation.accessLog && deps.accessLog) await deps.accessLog.write({ operation, body: request.body, answer: result, staff: request.member!, at: deps.now() });
        return operation.responseKind === 'file' ? sendFile(reply, result as FileContent) : result;
      },
    });
  }
}
