import { createContext, useContext } from 'react';
import type { Severity } from './notification-queue';

export interface Notify {
  toast(message: string, severity?: Severity): void;
  snackbar(message: string, severity?: Severity): void;
}

export const NotificationContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}
