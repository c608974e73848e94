/**
 * What a due date means today, as a text key and its count: whole days left, due today, or whole
 * days late (a part of a day late counts as a day). The server decides whether an item is
 * overdue; this only words it (docs/domain/back-office-deadlines.md).
 */
const DAY_MS = 24 * 3600 * 1000;

export function timeLeft(dueAt: string, now: Date): { key: 'due.left' | 'due.today' | 'due.late'; count: number } {
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return { key: 'due.late', count: Math.max(1, Math.ceil(-left / DAY_MS)) };
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? { key: 'due.today', count: 0 } : { key: 'due.left', count: days };
}
