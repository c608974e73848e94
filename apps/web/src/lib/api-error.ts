/**
 * A failed call is an `error_server` (status 500 as the client reports it) or,
 * after a failed refresh, `error_unauthenticated`. `httpStatus` keeps what the server said.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'error_server' | 'error_unauthenticated',
    readonly httpStatus: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return this.kind === 'error_server' ? 500 : 401;
  }
}

export const FALLBACK_MESSAGE = 'Beklenmedik bir hata oluştu';
