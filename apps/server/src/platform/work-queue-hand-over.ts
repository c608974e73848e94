import type { BackOfficeQueue } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { allowedActions, requireWon } from './state-machine';
import type { Actor, QueueAction, QueueContext, QueueItem, WorkQueueDeclaration } from './work-queue-declaration';
import { assignedItemRefs, recordHandOverEvent } from './work-queue-repo';

/**
 * Hand-overs (docs/architecture.md, "Hand-overs"): when a clerk loses the role a queue needs, her
 * open items there are moved in the revoke's own transaction, back to the inbox or to a named
 * colleague, so no item stays assigned to someone who can no longer open it.
 */

/** The history's words for what every queue shares; a queue's own names come on top. */
export const sharedActionNames: Record<string, string> = {
  assign: 'Atandı',
  note: 'İç not',
  takeOver: 'Devralındı',
  release: 'Bırakıldı',
  handOver: 'Devredildi',
};

/** An open item a clerk holds: one the queue's state machine still lets anyone take. */
export interface HeldItem {
  queue: BackOfficeQueue;
  itemOid: number;
  reference: string;
  status: string;
}

/** Who moves whose items where, and what each item's history says about it. */
export interface HandOverMove {
  actor: Actor;
  from: number;
  /** The colleague taking them; null: back to the inbox. */
  to: number | null;
  note: string;
  now: Date;
}

/** What the back office's roles need of each queue (through the composition root, modules/handlers.ts). */
export interface QueueHandOver {
  held(ctx: QueueContext, memberOid: number): Promise<HeldItem[]>;
  /** Moves every open item the member holds, inside the caller's transaction; answers how many. */
  handOverIn(trx: Db, move: HandOverMove): Promise<number>;
}

export function handOvers<Row, State extends string, A extends QueueAction, Set, Key extends string>(queue: WorkQueueDeclaration<Row, State, A, Set, Key>): QueueHandOver {
  const isOpen = (row: Row) => allowedActions(queue.machine(row), queue.itemOf(row).state).includes('assign' as Key);

  async function heldItems(ctx: QueueContext, memberOid: number) {
    const found: (HeldItem & { item: QueueItem<State> })[] = [];
    for (const ref of await assignedItemRefs(ctx.db, queue.queue, memberOid)) {
      const row = await queue.find(ctx, ref.oid);
      if (!row || !isOpen(row)) continue;
      const item = queue.itemOf(row);
      found.push({ queue: queue.queue, itemOid: item.oid, reference: ref.reference, status: item.state, item });
    }
    return found;
  }

  return {
    held: async (ctx, memberOid) => (await heldItems(ctx, memberOid)).map(({ item: _item, ...held }) => held),
    async handOverIn(trx, move) {
      const items = await heldItems({ db: trx, now: () => move.now }, move.from);
      for (const { item } of items) {
        // Guarded like every action: a clerk's action that got there first rolls the whole revoke back.
        requireWon(await queue.update(trx, item, item.state, queue.assignTo(move.to), move.now));
        await recordHandOverEvent(trx, {
          queue: queue.queue,
          item_oid: item.oid,
          action: 'handOver',
          from_status: item.state,
          to_status: item.state,
          actor_member_oid: move.actor.userOid,
          note: move.note,
          at: move.now,
        });
      }
      return items.length;
    },
  };
}
