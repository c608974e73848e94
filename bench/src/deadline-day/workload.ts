import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { citizenAddress, CitizenClient } from './citizen-client';
import { fastPaymentJourney, memberJourney, type FastPayer, type MemberCitizen, type PaymentOutcome } from './journeys';
import { Recorder } from './recorder';

export interface JourneyCounts {
  started: number;
  completed: number;
  failed: number;
}

export interface WorkloadResult {
  recorder: Recorder;
  payments: PaymentOutcome[];
  journeys: { member: JourneyCounts; fastPayment: JourneyCounts };
  maxJourneysInFlight: number;
  /** From the first journey's start to the last one's end. */
  elapsedSeconds: number;
}

interface Planned {
  due: number;
  run: (c: CitizenClient, r: Recorder, n: number, payments: PaymentOutcome[]) => Promise<void>;
  counts: JourneyCounts;
}

/**
 * An open-loop citizen workload: journey i of a kind starts at i / rate seconds whether or not
 * earlier ones have finished, each citizen from its own address; the steps inside a journey
 * follow one another as a person's clicks would (no think time).
 */
export async function runWorkload(
  origin: string,
  citizens: { members: MemberCitizen[]; fastPayers: FastPayer[] },
  rates: { member: number; fast: number },
  onSecond: (second: number, recorder: Recorder) => void,
): Promise<WorkloadResult> {
  const recorder = new Recorder();
  const payments: PaymentOutcome[] = [];
  const journeys = { member: { started: 0, completed: 0, failed: 0 }, fastPayment: { started: 0, completed: 0, failed: 0 } };
  const plan: Planned[] = [
    ...citizens.members.map((who, i) => ({
      due: (i / rates.member) * 1000,
      counts: journeys.member,
      run: (c: CitizenClient, r: Recorder, n: number, p: PaymentOutcome[]) => memberJourney(c, r, who, n, p),
    })),
    ...citizens.fastPayers.map((who, i) => ({
      due: (i / rates.fast) * 1000,
      counts: journeys.fastPayment,
      run: (c: CitizenClient, r: Recorder, n: number, p: PaymentOutcome[]) => fastPaymentJourney(c, r, who, n, p),
    })),
  ].sort((a, b) => a.due - b.due);

  let inFlight = 0;
  let maxInFlight = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let second = -1;
  for (let n = 0; n < plan.length; n++) {
    const job = plan[n]!;
    const wait = start + job.due - performance.now();
    if (wait > 0) await sleep(wait);
    const now = Math.floor((performance.now() - start) / 1000);
    while (second < now) onSecond(++second, recorder);
    const client = new CitizenClient(origin, citizenAddress(n), recorder);
    job.counts.started++;
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    pending.push(
      job
        .run(client, recorder, n, payments)
        .then(() => void job.counts.completed++)
        .catch(() => void job.counts.failed++)
        .finally(() => {
          inFlight--;
          return client.close();
        }),
    );
  }
  await Promise.all(pending);
  return { recorder, payments, journeys, maxJourneysInFlight: maxInFlight, elapsedSeconds: (performance.now() - start) / 1000 };
}
