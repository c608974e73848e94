import { errorCatalogue, type ErrorBody, type ErrorCode } from '@ebelediye/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from './domain-error';

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { Message: message ?? errorCatalogue[code].tr, code, ...(fields ? { fields } : {}) };
}

/**
 * PostgreSQL's data exceptions that only a caller's value causes: text too long for its column,
 * a number out of range, a malformed number or date, a date out of range, a NUL character. Others
 * of the class (a division by zero) are the server's own faults and stay 500.
 */
const inputDataExceptions = new Set(['22001', '22003', '22P02', '22007', '22008', '22021']);
const isDataException = (error: unknown) => inputDataExceptions.has(String((error as { code?: unknown }).code));

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
    if (isDataException(error)) {
      // The schema let through a value the column cannot hold (a number past its range): the caller's
      // input, so a 400; logged, since a request schema should have refused it first.
      request.log.warn({ sqlState: (error as { code?: string }).code }, 'a value the database refused passed validation');
      return reply.status(400).send(body('VALIDATION_FAILED'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}

export { body as errorBody };
