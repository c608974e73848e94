import type { BackOfficeQueue, ErrorCode } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { FileLink } from './file-repo';
import type { DecisionRecipient, Member, OperationContext } from './operation-context';
import type { Machine } from './state-machine';
import type { Backlog } from './work-queue';

/**
 * What a back-office queue declares (docs/adr/0013-back-office.md); work-queue-actions.ts does the
 * rest once for every queue. Assigning (and taking over), releasing and the internal note are the
 * same in every queue, so a queue declares the effects of its other actions only.
 */

/** What the dashboard's count reads: the database, the clock, and the queue's deadline as a moment (filed before it: overdue). */
export interface BacklogContext {
  db: Db;
  now: Date;
  overdueBefore: Date;
}

/** What working out and recording an action reads: the database and the clock (a request's, or the demo seed's). */
export type QueueContext = Pick<OperationContext, 'db' | 'now'>;

export type Actor = Pick<Member, 'userOid'>;

/** An action as the contract sends it: a kind, and what that kind carries. */
export interface QueueAction {
  readonly kind: string;
}
export interface AssignAction {
  readonly kind: 'assign';
  readonly assigneeUserOid?: number | undefined;
  /** The clerk confirmed taking the item from the colleague who holds it. */
  readonly takeOver?: boolean | undefined;
}
export interface ReleaseAction {
  readonly kind: 'release';
  readonly note: string;
}
export interface NoteAction {
  readonly kind: 'note';
  readonly note: string;
}
export type SharedActionKind = (AssignAction | NoteAction | ReleaseAction)['kind'];
/** The rows of a queue's state machine: every action but release, which is open where assign is. */
export type MachineKind<A extends QueueAction> = Exclude<A['kind'], ReleaseAction['kind']>;

/** The item as the mechanism sees it: which, at which version, in which state. */
export interface QueueItem<State extends string> {
  oid: number;
  version: number;
  state: State;
}

/** A line of the citizen's own history of the item (their tracking page). */
export interface CitizenLine<State extends string> {
  status: State;
  note: string | null;
  /** The same words in English, for a citizen reading the portal in English (a clerk's own text has none). */
  noteEn?: string | null;
}

/** What the citizen learns of the action by SMS, and by e-mail if they asked for it; the rest is the mechanism's. */
export interface CitizenDecision {
  /** The phone the request gave; null (an anonymous tip-off) sends no SMS. */
  gsm: string | null;
  /** The member account behind the request, for the e-mail the member may have asked for. */
  recipient: DecisionRecipient | null;
  /** The SMS title: the kind of request ('Beyanname', 'Su Başvurusu'…). */
  title: string;
  /** The e-mail's subject: the request by its number. */
  subject: string;
  /** What was decided, in the citizen's words, without the municipality's name. */
  text: string;
  /** Names the decision (queue, item, version) so its e-mail goes out once, whatever retries. */
  key: string;
}

/** Queues the decision inside the action's transaction; what it answers is called after the commit. */
export type CitizenTeller = (ctx: OperationContext, trx: Db, decision: CitizenDecision | null) => Promise<() => Promise<void>>;

/** What an action writes besides the move, worked out (and refused) before anything is written. */
export interface Effects<State extends string, Set> {
  /** Columns the conditional update writes with the new state. */
  set?: Set;
  /** The event log's note: what the clerk wrote, or what the action decided. */
  note: string | null;
  /** The event log's action when it is not the request's kind (an assign that took the item over). */
  event?: string;
  /** The citizen's history lines; without them, the queue's line for a move (if it declares one). */
  lines?: CitizenLine<State>[];
  /** What the citizen is told; nothing when absent. */
  told?: string | null;
  /**
   * Writes to other tables in the action's transaction; may answer lines and notice known only
   * after them, and SMS it queued in the outbox for others than the citizen (delivered after the
   * commit, as the citizen's notice is).
   */
  write?: (trx: Db) => Promise<(Pick<Effects<State, Set>, 'lines' | 'told'> & { smsOutboxOids?: number[] }) | void>;
}

export interface ActionInput<Row, State extends string, A> {
  ctx: QueueContext;
  actor: Actor;
  row: Row;
  item: QueueItem<State>;
  action: A;
  to: State;
  now: Date;
}

export type EffectsOf<Row, State extends string, A extends QueueAction, Set> = {
  [K in Exclude<A['kind'], SharedActionKind>]: (input: ActionInput<Row, State, Extract<A, { kind: K }>>) => Effects<State, Set> | Promise<Effects<State, Set>>;
};

export interface WorkQueueDeclaration<Row, State extends string, A extends QueueAction, Set, Key extends string = MachineKind<A>> {
  queue: BackOfficeQueue;
  /** The item with what its actions and notice need; undefined when it is not in the queue. */
  find(ctx: QueueContext, oid: number): Promise<Row | undefined>;
  /** The refusal of an unknown item, when the queue's is not NOT_FOUND. */
  notFound?: ErrorCode;
  itemOf(row: Row): QueueItem<State>;
  /** The state machine the item moves by (a queue may have one per kind of item). */
  machine(row: Row): Machine<State, Key>;
  /** The machine's row for an action, when it is not the action's kind (a release goes by the assign row). */
  machineKey?(action: Exclude<A, ReleaseAction>): Key;
  effects: EffectsOf<Row, State, A, Set>;
  /** The columns that name the clerk an item is assigned to (null: nobody, back in the inbox). */
  assignTo(memberOid: number | null): Set;
  /** UPDATE … WHERE oid AND version AND state: answers no row when another action won. */
  update(trx: Db, item: QueueItem<State>, to: State, set: Set | undefined, now: Date): Promise<unknown>;
  /** The citizen's history, for a queue that keeps one. */
  citizenLines?: {
    write(trx: Db, itemOid: number, line: CitizenLine<State>, at: Date): Promise<unknown>;
    /** The line a move writes when the action gives none. */
    onMove?(to: State): Pick<CitizenLine<State>, 'note' | 'noteEn'> | null;
  };
  /** Whom the citizen's notice goes to, and under which title. */
  notice(row: Row): Omit<CitizenDecision, 'text' | 'key'>;
  tell: CitizenTeller;
  /** The history's words for each action, and for the filing itself ('filed'). */
  actionNames: Record<string, string>;
  /** The filing, the history's first line. */
  filed(row: Row): { at: Date | string; toStatus: string; actionName?: string };
  /** Where the item's files are attached, for the clerks' download. */
  files?: FileLink;
  /** The dashboard's count of waiting work. */
  backlog(ctx: BacklogContext): Promise<Backlog>;
}
