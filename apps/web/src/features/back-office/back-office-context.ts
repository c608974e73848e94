import type { ResponseOf } from '@ebelediye/contract';
import { createContext, useContext } from 'react';

export type BackOfficeAccess = ResponseOf<'GetMyBackOfficeRoles'>;

/** The signed-in clerk as the server sees them: user oid (to know "mine"), roles and queues. */
export const BackOfficeContext = createContext<BackOfficeAccess | null>(null);

export function useBackOfficeAccess(): BackOfficeAccess {
  const access = useContext(BackOfficeContext);
  if (!access) throw new Error('useBackOfficeAccess needs the back-office area');
  return access;
}
