import type { ComplaintStatus } from '@ebelediye/contract';
import type { Machine } from '../../platform/state-machine';

export type ComplaintMachineAction = 'assign' | 'note' | 'reply' | 'forward' | 'move:inProgress' | 'move:closed';

/** Where every complaint starts: the citizen's filing puts it here, and the clerks' queue takes it from here. */
export const filedStatus: ComplaintStatus = 'received';

/**
 * The complaint's one state machine (docs/adr/0013-back-office.md), for the citizen's side and
 * the clerks' alike: received → in progress → answered → closed. Taking a received complaint
 * starts work on it; a reply answers it; an answered one is closed, or reopened when the reply
 * was not enough; a forward keeps the status and hands it to the unit.
 */
export const complaintMachine: Machine<ComplaintStatus, ComplaintMachineAction> = {
  assign: { received: 'inProgress', inProgress: 'inProgress', answered: 'answered' },
  note: { received: 'received', inProgress: 'inProgress', answered: 'answered', closed: 'closed' },
  reply: { received: 'answered', inProgress: 'answered' },
  forward: { received: 'received', inProgress: 'inProgress' },
  'move:inProgress': { received: 'inProgress', answered: 'inProgress' },
  'move:closed': { answered: 'closed' },
};
