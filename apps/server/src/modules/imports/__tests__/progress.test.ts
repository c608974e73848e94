import { describe, expect, it } from 'vitest';
import { progressMeter, type ProgressReport } from '../progress';

describe('import progress', () => {
  it('reports rows per second and the time left from the share of the file read, at most once a second', () => {
    let now = 0;
    const reports: ProgressReport[] = [];
    const meter = progressMeter(
      'validate',
      1000,
      (r) => reports.push(r),
      () => now,
    );
    meter.bytes(250);
    for (let i = 0; i < 100; i++) meter.row();
    expect(reports).toEqual([]);
    now = 2000;
    meter.row();
    // 101 rows in 2 s; a quarter of the file in 2 s leaves three quarters: 6 s.
    expect(reports).toEqual([{ pass: 'validate', rows: 101, rowsPerSecond: 51, secondsLeft: 6, done: false }]);
    now = 2500;
    meter.row();
    expect(reports).toHaveLength(1);
    meter.bytes(750);
    now = 4000;
    meter.finish();
    expect(reports[1]).toEqual({ pass: 'validate', rows: 102, rowsPerSecond: 26, secondsLeft: 0, done: true });
  });

  it('does not guess the time left before any of the file is read', () => {
    const reports: ProgressReport[] = [];
    let now = 0;
    const meter = progressMeter(
      'load',
      1000,
      (r) => reports.push(r),
      () => now,
    );
    now = 1500;
    meter.row();
    expect(reports[0]).toMatchObject({ rows: 1, secondsLeft: null });
  });
});
