import type { FileContent, OperationName, RequestOf, ResponseOf } from '@ebelediye/contract';
import { vi } from 'vitest';

/** A non-2xx answer in the server's error shape (docs/architecture.md §3). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly Message: string,
    /** A 400's field errors, keyed by the request path, as the server answers them. */
    readonly fields?: Record<string, string>,
  ) {}
}

/** A stub answers its operation's request with the operation's response (typed by the contract), or refuses. */
type Handlers = { [N in OperationName]?: (body: RequestOf<N>) => ResponseOf<N> | Refusal | Promise<ResponseOf<N> | Refusal> };

const isFile = (answer: unknown): answer is FileContent => typeof answer === 'object' && answer !== null && 'bytes' in answer;

/** Stubs fetch for POST /api/<name>: each handler answers one operation; the calls are recorded. */
export function stubApi(handlers: Handlers) {
  const calls: { name: string; body: Record<string, unknown>; authorization?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.split('/api/')[1] as OperationName;
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ name, body, authorization: (init.headers as Record<string, string>).authorization });
      const handler = handlers[name] as ((body: unknown) => unknown) | undefined;
      if (!handler) return new Response(JSON.stringify({ Message: `${name} is not stubbed`, code: 'UNKNOWN_OPERATION' }), { status: 404 });
      const answer = await handler(body);
      if (answer instanceof Refusal)
        return new Response(JSON.stringify({ Message: answer.Message, code: answer.code, ...(answer.fields ? { fields: answer.fields } : {}) }), { status: answer.status });
      // A file operation answers with the bytes themselves, as the server does.
      if (isFile(answer)) return new Response(new Blob([answer.bytes as Uint8Array<ArrayBuffer>]), { status: 200, headers: { 'content-type': answer.contentType } });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}
