import type { OperationHandlers } from '../platform/operation-context';
import { addressHandlers } from './addresses/operations';
import { bankHandlers } from './banks/operations';
import { menuHandlers } from './menus/operations';
import { officeHandlers } from './offices/operations';
import { parameterHandlers } from './parameters/operations';
import { platformHandlers } from './platform/operations';

/** Every module's handlers; the type fails to compile when an operation of the contract has none. */
export const handlers: OperationHandlers = {
  ...platformHandlers,
  ...menuHandlers,
  ...parameterHandlers,
  ...addressHandlers,
  ...bankHandlers,
  ...officeHandlers,
};
