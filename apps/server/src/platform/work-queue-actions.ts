import { queueRoles, type FileContent } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { DomainError } from './domain-error';
import { findLinkedFileContent } from './file-repo';
import type { Member, OperationContext } from './operation-context';
import { allowedActions, nextState, requireVersion, requireWon } from './state-machine';
import type { QueueListFilter } from './work-queue';
import { deadlineDaysOf, overdueBefore, timingOf } from './work-queue-deadline';
import type {
  ActionInput,
  Actor,
  AssignAction,
  CitizenDecision,
  Effects,
  MachineKind,
  NoteAction,
  QueueAction,
  QueueContext,
  QueueItem,
  ReleaseAction,
  WorkQueueDeclaration,
} from './work-queue-declaration';
import { handOvers, sharedActionNames } from './work-queue-hand-over';
import { assigneeOf, eventsOf, recordEvent, requireAssignee, staffNames } from './work-queue-repo';
import { actOnEach, exportList } from './work-queue-bulk';

/** A clerk's action on one item, as every queue's Act operation carries it. */
export interface ActionRequest<A> {
  oid: number;
  /** The version the clerk saw. */
  version: number;
  action: A;
}

/** A list request's shared part; the rest are the queue's own filters. */
interface ListRequest {
  assignedTo?: number | 'me' | 'none' | undefined;
  pageIndex: number;
  pageSize: number;
}

type Filter<B> = Omit<B, 'assignedTo'> & Pick<QueueListFilter, 'assignedTo' | 'overdueBefore'>;

/** What a row tells of its timing: where its deadline counts from (null: none runs), since when it is at its step, and whether it waits. */
export interface RowTiming {
  deadlineFrom: Date | string | null;
  stepAt: Date | string;
  waiting: boolean;
}

/** A list's rows: how they are found, their timing and assignee (whose name is looked up), and the item each becomes. */
interface ListOf<B, R, Item, S extends string> {
  find(filter: Filter<B>): Promise<{ rows: R[]; total: number; statusCounts: { status: S; count: number }[] }>;
  /** The open work's statuses: what the list shows when the clerk chose none. */
  open: readonly S[];
  timing(row: NoInfer<R>): RowTiming;
  assignee?(row: NoInfer<R>): number | null;
  item(row: NoInfer<R>, names: Map<number, string>): Item;
}

const isAssign = (action: QueueAction): action is AssignAction => action.kind === 'assign';
const isNote = (action: QueueAction): action is NoteAction => action.kind === 'note';
const isRelease = (action: QueueAction): action is ReleaseAction => action.kind === 'release';

/**
 * Assigning, releasing and the internal note: the same in every queue. Taking an item a
 * colleague holds needs the clerk's explicit takeOver, and is recorded as a take-over naming
 * the colleague, so nobody's work moves without them being named in its history.
 */
async function sharedEffects<State extends string, A extends QueueAction, Set>(
  queue: Pick<WorkQueueDeclaration<unknown, State, A, Set, string>, 'queue' | 'assignTo'>,
  ctx: QueueContext,
  actor: Actor,
  action: A,
  item: QueueItem<State>,
): Promise<Effects<State, Set> | null> {
  if (isAssign(action)) {
    const assignee = action.assigneeUserOid ?? actor.userOid;
    if (assignee !== actor.userOid) await requireAssignee(ctx.db, assignee, queueRoles[queue.queue]);
    const holder = await assigneeOf(ctx.db, queue.queue, item.oid);
    const takesOver = holder !== null && holder !== actor.userOid && holder !== assignee;
    if (takesOver && action.takeOver !== true) throw new DomainError('BACKOFFICE_TAKE_OVER_REQUIRED');
    const names = await staffNames(ctx.db, [assignee, holder]);
    const to = names.get(assignee) ?? null;
    if (!takesOver) return { set: queue.assignTo(assignee), note: to };
    return { set: queue.assignTo(assignee), note: `${names.get(holder) ?? ''} → ${to ?? ''}`, event: 'takeOver' };
  }
  if (isRelease(action)) {
    if ((await assigneeOf(ctx.db, queue.queue, item.oid)) !== actor.userOid) throw new DomainError('BACKOFFICE_NOT_HOLDER');
    return { set: queue.assignTo(null), note: action.note };
  }
  if (isNote(action)) return { note: action.note };
  return null;
}

/**
 * One work queue from its declaration (docs/adr/0013-back-office.md): an action loads the item,
 * checks the version the clerk saw and the state machine, works out its effects (refusing before
 * anything is written), then in one transaction moves the item by an UPDATE that holds only at that
 * version, writes the effects, the citizen's lines and the event, and queues the citizen's notice.
 */
export function defineWorkQueue<Row, State extends string, A extends QueueAction, Set, Key extends string = MachineKind<A>>(queue: WorkQueueDeclaration<Row, State, A, Set, Key>) {
  type Prepared = ActionInput<Row, State, A> & { effects: Effects<State, Set> };

  /** The action checked against the item's version and state machine, with its effects worked out; nothing written yet. */
  async function prepare(ctx: QueueContext, actor: Actor, request: ActionRequest<A>): Promise<Prepared> {
    const row = await queue.find(ctx, request.oid);
    if (!row) throw new DomainError(queue.notFound ?? 'NOT_FOUND');
    const item = queue.itemOf(row);
    requireVersion(item.version, request.version);
    // A release is open to the items an assign is: it hands the item back without moving it.
    const action = request.action;
    const key = isRelease(action) ? ('assign' as Key) : (queue.machineKey?.(action as Exclude<A, ReleaseAction>) ?? (action.kind as Key));
    const next = nextState(queue.machine(row), key, item.state);
    const to = isRelease(request.action) ? item.state : next;
    const input: ActionInput<Row, State, A> = { ctx, actor, row, item, action: request.action, to, now: ctx.now() };
    const own = queue.effects[request.action.kind as keyof typeof queue.effects] as (input: ActionInput<Row, State, A>) => Effects<State, Set> | Promise<Effects<State, Set>>;
    const effects = (await sharedEffects(queue, ctx, actor, request.action, item)) ?? (await own(input));
    return { ...input, effects };
  }

  /**
   * Writes a prepared action inside the caller's transaction, only if the item is still at the
   * version the clerk saw. Answers what the citizen is to be told, or null.
   */
  async function recordIn(trx: Db, prepared: Prepared, queuedSms: number[] = []): Promise<CitizenDecision | null> {
    const { row, item, to, effects, actor, action, now } = prepared;
    requireWon(await queue.update(trx, item, to, effects.set, now));
    const learned = (await effects.write?.(trx)) ?? {};
    queuedSms.push(...(learned.smsOutboxOids ?? []));
    const onMove = to !== item.state ? queue.citizenLines?.onMove?.(to) : null;
    const lines = learned.lines ?? effects.lines ?? (onMove ? [{ status: to, ...onMove }] : []);
    for (const line of lines) {
      if (!queue.citizenLines) throw new Error(`The ${queue.queue} queue keeps no citizen history to write a line to.`);
      await queue.citizenLines.write(trx, item.oid, line, now);
    }
    await recordEvent(trx, {
      queue: queue.queue,
      item_oid: item.oid,
      action: effects.event ?? action.kind,
      from_status: item.state,
      to_status: to,
      actor_member_oid: actor.userOid,
      note: effects.note,
      at: now,
    });
    const told = learned.told ?? effects.told;
    // The key names the item by the queue's singular ('complaint:…'), as the e-mails already sent are named.
    return told ? { ...queue.notice(row), text: told, key: `${queue.queue.slice(0, -1)}:${item.oid}:${item.version + 1}` } : null;
  }

  /** One clerk's action: prepared, recorded in one transaction, and the citizen told after the commit. */
  async function act(ctx: OperationContext, member: Member, request: ActionRequest<A>) {
    const prepared = await prepare(ctx, member, request);
    const queuedSms: number[] = [];
    const tellCitizen = await ctx.db.transaction().execute(async (trx) => queue.tell(ctx, trx, await recordIn(trx, prepared, queuedSms)));
    await tellCitizen();
    for (const oid of queuedSms) await ctx.services.sms.deliver(ctx.db, oid);
    ctx.log.info({ queue: queue.queue, item: request.oid, action: request.action.kind, to: prepared.to }, 'back-office action');
  }

  /** An item's due time, overdue flag and current step, by the queue's deadline (docs/domain/back-office-deadlines.md). */
  const timing = (ctx: Pick<OperationContext, 'config' | 'now'>, row: RowTiming) => timingOf(row, deadlineDaysOf(ctx.config, queue.queue), ctx.now());

  /** One numbered page of the list: "me" is the clerk, and the assignees' names are read in one query. */
  async function page<B extends ListRequest, R, Item, S extends string>(ctx: OperationContext, member: Member, body: B, list: ListOf<B, R, Item, S>) {
    const now = ctx.now();
    const found = await list.find({
      ...body,
      assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo,
      overdueBefore: overdueBefore(now, deadlineDaysOf(ctx.config, queue.queue)),
    });
    const names = list.assignee ? await staffNames(ctx.db, found.rows.map(list.assignee)) : new Map<number, string>();
    return {
      items: found.rows.map((r) => ({ ...list.item(r, names), ...timing(ctx, list.timing(r)) })),
      total: found.total,
      pageIndex: body.pageIndex,
      pageSize: body.pageSize,
      statusCounts: found.statusCounts,
      openStatuses: [...list.open],
    };
  }

  /** The item's history for clerks: the filing, then every action from the event log. */
  async function history(ctx: QueueContext, row: Row) {
    const filed = queue.filed(row);
    const events = await eventsOf(ctx.db, queue.queue, queue.itemOf(row).oid, { ...sharedActionNames, ...queue.actionNames });
    const first = {
      at: new Date(filed.at).toISOString(),
      action: 'filed',
      actionName: filed.actionName ?? queue.actionNames.filed ?? '',
      fromStatus: null,
      toStatus: filed.toStatus,
      by: null,
      note: null,
    };
    return [first, ...events];
  }

  /** The actions the item's state accepts: the screen's buttons. */
  const allowed = (row: Row) => allowedActions(queue.machine(row), queue.itemOf(row).state);

  /** A file of the item, found only through the item: another item's file is not found. */
  async function file(ctx: QueueContext, body: { itemOid: number; fileOid: number; disposition: FileContent['disposition'] }): Promise<FileContent> {
    const found = queue.files && (await findLinkedFileContent(ctx.db, queue.files, body.itemOid, body.fileOid));
    if (!found) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
    return { bytes: found.content, contentType: found.content_type, fileName: found.file_name, disposition: body.disposition };
  }

  const bulk = {
    actOnEach: (ctx: OperationContext, member: Member, requests: ActionRequest<A>[]) => actOnEach(act, ctx, member, requests),
    exportList: <B extends ListRequest, R, Item, S extends string>(ctx: OperationContext, member: Member, body: B, list: ListOf<B, R, Item, S>) =>
      exportList(page, ctx, member, body, list),
  };
  return { queue: queue.queue, prepare, recordIn, act, page, timing, history, allowed, file, backlog: queue.backlog, ...bulk, ...handOvers(queue) };
}
