import { errorCatalogue, type ErrorCode } from '@ebelediye/contract';
import { DomainError } from './domain-error';
import type { Member, OperationContext } from './operation-context';

/** Work on many items of a queue at once: the same action on each, and the whole filtered list for a CSV (docs/architecture.md, "Working in bulk"). */

/** The most rows an export carries: a spreadsheet's worth; a longer list is narrowed by its filters first. */
export const EXPORT_CAP = 10_000;

/** What became of one item of a bulk action: done, or refused with the code and its Turkish text. */
export interface BulkOutcome {
  oid: number;
  done: boolean;
  code: ErrorCode | null;
  message: string | null;
}

type Act<Request> = (ctx: OperationContext, member: Member, request: Request) => Promise<void>;

/**
 * The same action on several items, each through the queue's one `act` in a transaction of its
 * own, so one refusal (changed meanwhile, a state that does not accept it) leaves the others done.
 */
export async function actOnEach<Request extends { oid: number }>(act: Act<Request>, ctx: OperationContext, member: Member, requests: Request[]): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const request of requests) {
    try {
      await act(ctx, member, request);
      outcomes.push({ oid: request.oid, done: true, code: null, message: null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ oid: request.oid, done: false, code: error.code, message: error.userMessage ?? errorCatalogue[error.code].tr });
    }
  }
  return outcomes;
}

type Page<B, L, Item> = (ctx: OperationContext, member: Member, body: B, list: L) => Promise<{ items: Item[]; total: number }>;

/**
 * Every row of the filtered, sorted list, up to `EXPORT_CAP` (then `capped`), through the same
 * `page` as the list, so the filters and the role are the list's own. The caller audits the export.
 */
export async function exportList<B extends { pageIndex: number; pageSize: number }, L, Item>(page: Page<B, L, Item>, ctx: OperationContext, member: Member, body: B, list: L) {
  const found = await page(ctx, member, { ...body, pageIndex: 0, pageSize: EXPORT_CAP }, list);
  return { items: found.items, total: found.total, capped: found.total > found.items.length };
}
