import { describe, expect, it } from 'vitest';
import { noticeReducer, noticeRules, visibleNotices, type Notice } from '../notification-queue';

const add = (state: Notice[], id: number, kind: 'toast' | 'snackbar') => noticeReducer(state, { type: 'add', notice: { id, kind, message: `m${id}`, severity: 'info' } });

describe('notifications', () => {
  it('keeps the spec limits', () => {
    expect(noticeRules.toast).toEqual({ max: 3, autoHideMs: 3000 });
    expect(noticeRules.snackbar).toEqual({ max: 3, autoHideMs: 5000 });
  });

  it('shows at most 3 of a kind and queues the rest until one exits', () => {
    let state: Notice[] = [];
    for (const id of [1, 2, 3, 4]) state = add(state, id, 'toast');
    state = add(state, 5, 'snackbar');
    expect(visibleNotices(state, 'toast').map((n) => n.id)).toEqual([1, 2, 3]);
    expect(visibleNotices(state, 'snackbar').map((n) => n.id)).toEqual([5]);
    state = noticeReducer(state, { type: 'dismiss', id: 1 });
    expect(visibleNotices(state, 'toast')[0]).toMatchObject({ id: 1, dismissed: true });
    state = noticeReducer(state, { type: 'exited', id: 1 });
    expect(visibleNotices(state, 'toast').map((n) => n.id)).toEqual([2, 3, 4]);
  });
});
