/** How far a pass over a file has come: rows per second and the time left, from the bytes read. */
export interface ProgressReport {
  pass: 'validate' | 'load';
  rows: number;
  rowsPerSecond: number;
  /** Seconds, estimated from the share of the file read; null until there is a rate. */
  secondsLeft: number | null;
  done: boolean;
}

export interface ProgressMeter {
  bytes(n: number): void;
  row(): void;
  finish(): void;
}

const REPORT_EVERY_MS = 1000;

/** Counts a pass and tells `listener` at most once a second, and once at the end. */
export function progressMeter(
  pass: ProgressReport['pass'],
  totalBytes: number,
  listener: ((report: ProgressReport) => void) | undefined,
  clock: () => number = Date.now,
): ProgressMeter {
  const started = clock();
  let lastReport = started;
  let bytesRead = 0;
  let rows = 0;
  const report = (done: boolean) => {
    const now = clock();
    const seconds = Math.max((now - started) / 1000, 0.001);
    const share = totalBytes > 0 ? Math.min(bytesRead / totalBytes, 1) : 1;
    const secondsLeft = done ? 0 : share > 0 ? (seconds * (1 - share)) / share : null;
    listener?.({ pass, rows, rowsPerSecond: Math.round(rows / seconds), secondsLeft: secondsLeft === null ? null : Math.ceil(secondsLeft), done });
    lastReport = now;
  };
  return {
    bytes: (n) => void (bytesRead += n),
    row: () => {
      rows++;
      if (listener && clock() - lastReport >= REPORT_EVERY_MS) report(false);
    },
    finish: () => report(true),
  };
}
