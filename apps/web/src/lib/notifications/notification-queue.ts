/**
 * Toasts (top right, at most 3, 3000 ms) and snackbars (bottom left, at most 3, 5000 ms).
 * A notice is queued, shown when one of the 3 places is free, dismissed by its
 * timer or the user, and removed once its exit animation ends (the UI states).
 */
export type Severity = 'success' | 'info' | 'warning' | 'error';
export type NoticeKind = 'toast' | 'snackbar';

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
  severity: Severity;
  dismissed: boolean;
}

export const noticeRules: Record<NoticeKind, { max: number; autoHideMs: number }> = {
  toast: { max: 3, autoHideMs: 3000 },
  snackbar: { max: 3, autoHideMs: 5000 },
};

export type NoticeAction = { type: 'add'; notice: Omit<Notice, 'dismissed'> } | { type: 'dismiss'; id: number } | { type: 'exited'; id: number };

export function noticeReducer(state: Notice[], action: NoticeAction): Notice[] {
  switch (action.type) {
    case 'add':
      return [...state, { ...action.notice, dismissed: false }];
    case 'dismiss':
      return state.map((n) => (n.id === action.id ? { ...n, dismissed: true } : n));
    case 'exited':
      return state.filter((n) => n.id !== action.id);
  }
}

/** The notices of a kind on screen now: the first `max` in arrival order; the rest wait. */
export function visibleNotices(state: Notice[], kind: NoticeKind): Notice[] {
  return state.filter((n) => n.kind === kind).slice(0, noticeRules[kind].max);
}
