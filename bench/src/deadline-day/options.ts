import { parseArgs } from 'node:util';

export const usage = `Usage: npm run bench:deadline-day -w bench -- [--scale N] [--duration S] [--member-rate R] [--fast-rate R] [--kill-at S] [--restart-after S]
  Defaults: --scale 300 --duration 90 --member-rate 2 --fast-rate 1 --kill-at duration/2 --restart-after 5.
  4 copies behind nginx on DEADLINE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/ebelediye_deadline;
  created and seeded at --scale when empty, reused afterwards). Proxy on DEADLINE_PROXY_PORT (8090), copies on 3211…3214.`;

export interface DeadlineOptions {
  scale: number;
  durationSeconds: number;
  /** Member journeys (sign-in, debts, card payment, receipt) started per second. */
  memberRate: number;
  /** Fast-payment journeys (ID + phone, SMS code, debts, card payment, receipt) started per second. */
  fastRate: number;
  killAtSecond: number;
  restartAfterSeconds: number;
}

const number = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = value === undefined ? fallback : Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : NaN;
};

/** The command line, or null when it is not valid (the caller prints the usage and exits 2). */
export function parseDeadlineOptions(argv: string[]): DeadlineOptions | null {
  try {
    const names = ['scale', 'duration', 'member-rate', 'fast-rate', 'kill-at', 'restart-after'] as const;
    const { values } = parseArgs({ args: argv, strict: true, options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])) });
    const v = values as Partial<Record<(typeof names)[number], string>>;
    const durationSeconds = number(v.duration, 90, 10, 1800);
    const o: DeadlineOptions = {
      scale: number(v.scale, 300, 1, 10_000),
      durationSeconds,
      memberRate: number(v['member-rate'], 2, 0, 100),
      fastRate: number(v['fast-rate'], 1, 0, 100),
      killAtSecond: number(v['kill-at'], Math.round(durationSeconds / 2), 1, durationSeconds - 1),
      restartAfterSeconds: number(v['restart-after'], 5, 0, 120),
    };
    return Object.values(o).every(Number.isFinite) && Number.isInteger(o.scale) && o.memberRate + o.fastRate > 0 ? o : null;
  } catch {
    return null;
  }
}
