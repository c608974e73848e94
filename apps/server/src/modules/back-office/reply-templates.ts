import { backOfficeQueues, turkishSortKey, type ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { memberName } from '../../platform/work-queue';
import * as repo from './reply-templates-repo';
import { queuesOf } from './roles';

type Row = Awaited<ReturnType<typeof repo.findTemplates>>[number];

const toTemplate = (r: Row) => ({
  templateOid: Number(r.oid),
  queue: r.queue,
  action: r.action as ParsedRequestOf<'SaveBackOfficeReplyTemplate'>['action'],
  title: r.title,
  body: r.body,
  active: r.active,
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
  updatedBy: r.first_name === null && r.last_name === null ? null : memberName(r.first_name, r.last_name),
});

/**
 * A clerk reads the active templates of the queues she works; an ADMIN reads every template,
 * inactive ones too, to keep them.
 */
export async function replyTemplates(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeReplyTemplates'>) {
  const { admin, queues } = await queuesOf(ctx.db, member);
  const open = admin ? backOfficeQueues : queues;
  const wanted = body.queue ? open.filter((q) => q === body.queue) : open;
  const rows = await repo.findTemplates(ctx.db, { queues: wanted, withInactive: admin });
  // Titles in the Turkish alphabet's order (Ç after C), whatever the database's collation.
  const byTitle = (a: Row, b: Row) => a.queue.localeCompare(b.queue) || a.action.localeCompare(b.action) || turkishSortKey(a.title).localeCompare(turkishSortKey(b.title));
  return { items: [...rows].sort(byTitle).map(toTemplate) };
}

/** ADMIN: a new template, or a change at the version read; a title is unique within its queue and action. */
export async function saveReplyTemplate(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SaveBackOfficeReplyTemplate'>) {
  const now = ctx.now();
  const fields = { queue: body.queue, action: body.action, title: body.title, body: body.body, active: body.active, updated_by: member.userOid, updated_at: now };
  const oid = await ctx.db.transaction().execute(async (trx) => {
    if (await repo.titleTaken(trx, body, body.templateOid ?? null)) throw new DomainError('REPLY_TEMPLATE_DUPLICATE');
    if (body.templateOid === undefined) return repo.insertTemplate(trx, { ...fields, version: 0 });
    if (!(await repo.findTemplate(trx, body.templateOid))) throw new DomainError('NOT_FOUND');
    if (!(await repo.updateTemplateIf(trx, body.templateOid, body.version ?? -1, fields))) throw new DomainError('BACKOFFICE_STALE');
    return body.templateOid;
  });
  const saved = await repo.findTemplate(ctx.db, oid);
  if (!saved) throw new DomainError('NOT_FOUND');
  return toTemplate(saved);
}
