import type { ErrorCode } from '@ebelediye/contract';

/**
 * A rule the request broke. Services throw it with a catalogue code; the one error handler
 * turns it into `{ Message, code }` and the code's status. A specific Turkish message may
 * replace the catalogue text when the citizen needs to know exactly what to fix.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(userMessage ?? code);
    this.name = 'DomainError';
  }
}
