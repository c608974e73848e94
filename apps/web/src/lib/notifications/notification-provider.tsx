import { lazy, Suspense, useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { NotificationContext, type Notify } from './notification-context';
import { noticeReducer, type NoticeKind, type Severity } from './notification-queue';

// Alerts load with the first notice, not with every page.
const NoticeStacks = lazy(() => import('./notice-stacks'));

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notices, dispatch] = useReducer(noticeReducer, []);
  const nextId = useRef(1);
  const add = useCallback(
    (kind: NoticeKind, message: string, severity: Severity = 'info') => dispatch({ type: 'add', notice: { id: nextId.current++, kind, message, severity } }),
    [],
  );
  const notify = useMemo<Notify>(() => ({ toast: (m, s) => add('toast', m, s), snackbar: (m, s) => add('snackbar', m, s) }), [add]);
  const onDismiss = useCallback((id: number) => dispatch({ type: 'dismiss', id }), []);
  const onExited = useCallback((id: number) => dispatch({ type: 'exited', id }), []);

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <NoticeStacks notices={notices} onDismiss={onDismiss} onExited={onExited} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}
