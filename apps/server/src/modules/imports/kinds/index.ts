import { keyResolver } from '../batch';
import type { ImportKind, Resolver } from '../kind';
import { buildings } from './buildings';
import { collections } from './collections';
import { debts } from './debts';
import { districts } from './districts';
import { doors } from './doors';
import { estates } from './estates';
import { registries } from './registries';
import { streets } from './streets';
import { subscriptions } from './subscriptions';

/** The kinds of file, in the order a municipality loads them: each may refer to the ones before it. */
export const importKinds = [districts, streets, buildings, doors, registries, estates, subscriptions, debts, collections] as const;

export type ImportKindName = (typeof importKinds)[number]['name'];

export const importKindNames = importKinds.map((k) => k.name);

export function findImportKind(name: string): ImportKind<unknown> | undefined {
  return importKinds.find((k) => k.name === name) as ImportKind<unknown> | undefined;
}

/** How rows of a kind are found by their keys: the kind's own way, else its import keys. */
export const resolverOf = (name: string): Resolver => findImportKind(name)?.resolve ?? keyResolver(name);
