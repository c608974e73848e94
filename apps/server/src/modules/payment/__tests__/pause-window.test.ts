import { describe, expect, it } from 'vitest';
import { isInPauseWindow, pauseMessage } from '../pause-window';

const overMidnight = { OperationPauseStartHours: 23, OperationPauseStartMinute: 45, OperationPauseFinishHours: 0, OperationPauseFinishMinute: 15 };
const sameDay = { OperationPauseStartHours: 2, OperationPauseStartMinute: 0, OperationPauseFinishHours: 3, OperationPauseFinishMinute: 30 };

describe('operation pause window (Europe/Istanbul, UTC+3)', () => {
  it.each([
    ['2026-11-23T20:44:59Z', overMidnight, false], // 23:44 Istanbul
    ['2026-11-23T20:45:00Z', overMidnight, true], // 23:45
    ['2026-11-23T21:10:00Z', overMidnight, true], // 00:10 next day
    ['2026-11-23T21:15:00Z', overMidnight, false], // 00:15 — finish is exclusive
    ['2026-11-23T09:00:00Z', overMidnight, false],
    ['2026-11-22T23:00:00Z', sameDay, true], // 02:00
    ['2026-11-23T00:29:00Z', sameDay, true], // 03:29
    ['2026-11-23T00:30:00Z', sameDay, false], // 03:30
    ['2026-11-22T22:59:00Z', sameDay, false], // 01:59
  ] as const)('%s → %s', (at, setting, expected) => {
    expect(isInPauseWindow(new Date(at), setting)).toBe(expected);
  });

  it('has no window when start equals finish', () => {
    expect(isInPauseWindow(new Date('2026-11-23T20:45:00Z'), { ...overMidnight, OperationPauseFinishHours: 23, OperationPauseFinishMinute: 45 })).toBe(false);
  });

  it('names the hours in the message', () => {
    expect(pauseMessage(overMidnight)).toContain('23:45 ile 00:15');
  });
});
