import type { z } from 'zod';
import * as addresses from './operations/addresses';
import * as banks from './operations/banks';
import * as menus from './operations/menus';
import * as offices from './operations/offices';
import * as parameters from './operations/parameters';
import * as platform from './operations/platform';
import type { OperationDefinition } from './define-operation';

const pickOperations = <T extends Record<string, unknown>>(module: T) =>
  Object.fromEntries(
    Object.entries(module).filter(
      ([key, value]) => typeof value === 'object' && value !== null && 'access' in value && (value as OperationDefinition).name === key,
    ),
  ) as { [K in keyof T as T[K] extends OperationDefinition<K & string> ? K : never]: T[K] };

/** Every operation of the portal. An operation that is not here does not exist (architecture §3). */
export const operations = {
  ...pickOperations(platform),
  ...pickOperations(menus),
  ...pickOperations(parameters),
  ...pickOperations(addresses),
  ...pickOperations(banks),
  ...pickOperations(offices),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type RequestOf<N extends OperationName> = z.input<Operations[N]['request']>;
export type ParsedRequestOf<N extends OperationName> = z.output<Operations[N]['request']>;
export type ResponseOf<N extends OperationName> = z.output<Operations[N]['response']>;
