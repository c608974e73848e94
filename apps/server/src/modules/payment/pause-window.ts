import { istanbulClock } from '@ebelediye/contract';

export interface PauseSetting {
  OperationPauseStartHours: number;
  OperationPauseStartMinute: number;
  OperationPauseFinishHours: number;
  OperationPauseFinishMinute: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The daily window (Europe/Istanbul) in which no payment is started: start inclusive,
 * finish exclusive; a window may run past midnight (23:45–00:15). Equal ends: no window.
 */
export function isInPauseWindow(at: Date, setting: PauseSetting): boolean {
  const { hour, minute } = istanbulClock(at);
  const now = hour * 60 + minute;
  const start = setting.OperationPauseStartHours * 60 + setting.OperationPauseStartMinute;
  const finish = setting.OperationPauseFinishHours * 60 + setting.OperationPauseFinishMinute;
  if (start === finish) return false;
  return start < finish ? now >= start && now < finish : now >= start || now < finish;
}

export const pauseMessage = (s: PauseSetting) =>
  `Gün sonu işlemleri nedeniyle her gün ${pad(s.OperationPauseStartHours)}:${pad(s.OperationPauseStartMinute)} ile ` +
  `${pad(s.OperationPauseFinishHours)}:${pad(s.OperationPauseFinishMinute)} arasında ödeme alınamamaktadır. Lütfen bu saatlerin dışında tekrar deneyiniz.`;
