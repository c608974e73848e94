import { applicationTypes, waterApplicationRuleOf, type ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findMemberByIdentifier } from './repo';
import * as repo from './member-requests-repo';

const LIMIT = 100;
const iso = (value: Date | string) => new Date(value).toISOString();
const waterTypeName = (code: number) => waterApplicationRuleOf(code)?.name ?? Object.values(applicationTypes).find((t) => t.code === code)?.tr ?? String(code);

type Item = { itemOid: number | null; reference: string; title: string; status: string; at: string; amount: number | null };
type Reader = (ctx: OperationContext, person: repo.Person) => Promise<Item[]>;

const queueItem = (r: { oid: number | string; reference: string; status: string; at: Date | string }, title: string): Item => ({
  itemOid: Number(r.oid),
  reference: r.reference,
  title,
  status: r.status,
  at: iso(r.at),
  amount: null,
});

const readers: Record<ParsedRequestOf<'GetBackOfficeMemberRequests'>['list'], Reader> = {
  complaints: async (ctx, p) => (await repo.findComplaints(ctx.db, p, LIMIT)).map((r) => queueItem(r, r.title)),
  waterApplications: async (ctx, p) => (await repo.findWaterApplications(ctx.db, p, LIMIT)).map((r) => queueItem(r, waterTypeName(r.application_type))),
  waterCancellations: async (ctx, p) => (await repo.findWaterCancellations(ctx.db, p, LIMIT)).map((r) => queueItem(r, 'Abonelik iptali')),
  declarations: async (ctx, p) => (await repo.findDeclarations(ctx.db, p, LIMIT)).map((r) => queueItem(r, r.title)),
  restructurings: async (ctx, p) => (await repo.findRestructurings(ctx.db, p, LIMIT)).map((r) => queueItem(r, 'Yapılandırma')),
  subscriptions: async (ctx, p) =>
    (await repo.findSubscriptions(ctx.db, p, LIMIT)).map((r) => ({
      itemOid: null,
      reference: r.reference,
      title: r.title,
      status: r.ended_on === null ? 'active' : 'ended',
      at: iso(r.started_on),
      amount: null,
    })),
  debts: async (ctx, p) =>
    (await repo.findOpenDebts(ctx.db, p, LIMIT)).map((r) => ({
      itemOid: null,
      reference: r.reference,
      title: r.title,
      status: r.status,
      at: iso(r.due_date),
      amount: Number(r.amount),
    })),
};

/**
 * One list of what a citizen's member record links to. The access log entry (with the list as
 * its screen and the clerk's reason) is written centrally for this operation (KVKK 6698 art. 12:
 * the controller keeps track of who processed whose data).
 */
export async function memberRequests(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeMemberRequests'>) {
  const member = await findMemberByIdentifier(ctx.db, body.nationalId);
  if (!member) throw new DomainError('MEMBER_NOT_FOUND');
  return { items: await readers[body.list](ctx, { memberOid: Number(member.oid), registryOid: Number(member.registry_oid) }) };
}
