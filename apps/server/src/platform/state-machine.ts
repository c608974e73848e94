import { DomainError } from './domain-error';

/**
 * One state machine per queue (ADR 13): for each action, the states it accepts and the state
 * it leads to. Nothing else moves an item: an action from a state not in its row is refused
 * and changes nothing.
 */
export type Machine<State extends string, Action extends string> = Record<Action, Partial<Record<State, State>>>;

export function nextState<State extends string, Action extends string>(machine: Machine<State, Action>, action: Action, from: State): State {
  const to = (machine[action] as Partial<Record<State, State>> | undefined)?.[from];
  if (to === undefined) throw new DomainError('BACKOFFICE_ACTION_NOT_ALLOWED');
  return to;
}

/** The actions an item in this state accepts: the screen's buttons. */
export function allowedActions<State extends string, Action extends string>(machine: Machine<State, Action>, from: State): Action[] {
  return (Object.keys(machine) as Action[]).filter((action) => machine[action][from] !== undefined);
}

/**
 * The item must still be at the version the clerk saw: otherwise someone acted on it meanwhile
 * and this action would overwrite their work without them knowing.
 */
export function requireVersion(current: number, expected: number) {
  if (current !== expected) throw new DomainError('BACKOFFICE_STALE');
}

/**
 * What a conditional UPDATE (… WHERE oid AND version = expected) answered: no row means another
 * clerk's action won the race between our read and our write.
 */
export function requireWon<T>(row: T | undefined): T {
  if (row === undefined) throw new DomainError('BACKOFFICE_STALE');
  return row;
}
