import { errorCatalogue, type ErrorBody, type ErrorCode } from '@ebelediye/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from './domain-error';

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { Message: message ?? errorCatalogue[code].tr, code, ...(fields ? { fields } : {}) };
}

/** The one place that turns any failure into `{ Message, code }` with the catalogue's status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(errorCatalogue[error.code].status).send(body(error.code, error.userMessage, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.slice(1).replace(/\//g, '.') || '_';
        fields[path] ??= issue.message ?? 'Geçersiz değer.';
      }
      return reply.status(400).send(body('VALIDATION_FAILED', undefined, fields));
    }
    if (error.statusCode === 413) {
      return reply.status(413).send(body('REQUEST_TOO_LARGE'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type or an oversized body.
      return reply.status(400).send(body('VALIDATION_FAILED', 'İstek okunamadı. Lütfen bilgileri kontrol edip tekrar deneyiniz.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}

export { body as errorBody };
