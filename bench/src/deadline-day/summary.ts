import type { LedgerCheck } from './ledger-classification';
import type { DeadlineOptions } from './options';
import type { LatencySummary } from './recorder';
import type { JourneyCounts } from './workload';

type Row = LatencySummary & { statuses: Record<string, number> };

export interface DeadlineReport {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverageBefore: number[] };
  topology: { copies: number; proxy: string; database: string; redis: boolean };
  dataVolume: { scale: number; registries: number; members: number; open_accruals: number };
  options: DeadlineOptions;
  configOverrides: Record<string, number>;
  workload: { member: JourneyCounts; fastPayment: JourneyCounts; maxJourneysInFlight: number; elapsedSeconds: number };
  requestsPerSecond: number;
  requests: number;
  /** What a citizen waits for: each step is several requests. Count = completed steps. */
  steps: Record<string, Row>;
  /** Every HTTP request by operation (or bank page). Errors: transport errors and 5xx. */
  operations: Record<string, Row>;
  payments: { orders: number; approvedSeenByCitizens: number };
  kill: {
    copy: number;
    signal: 'SIGKILL';
    pid: number;
    /** Card payments under way at the moment of the kill (on any copy). */
    cardPaymentsInFlight: number;
    killedAt: string;
    killedAtSecond: number;
    restartStartedAtSecond: number;
    readyAtSecond: number;
    /** Steps that failed within 2 s of the kill: the requests in flight on the killed copy (nginx does not resend a POST). */
    failedStepsWithin2s?: number;
  };
  reconciliation: { ordersSettledByTheJob: number; waitedSeconds: number; runAfterLoad: { finishedAt: string; claimedBy: string } | null; stillAwaiting: number };
  ledger: LedgerCheck;
  failures: { at: string; step: string; reason: string }[];
}

function table(title: string, rows: Record<string, Row>) {
  const header = [title, 'count', 'errors', 'p50 ms', 'p99 ms', 'max ms'];
  const cells = Object.entries(rows).map(([name, r]) => [name, String(r.count), String(r.errors), r.p50Ms.toFixed(1), r.p99Ms.toFixed(1), r.maxMs.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export function printSummary(r: DeadlineReport) {
  const { member, fastPayment } = r.workload;
  const l = r.ledger;
  console.log(
    [
      '',
      `Son gün yük testi — ${r.topology.copies} kopya + nginx, PostgreSQL${r.topology.redis ? ' + Redis' : ''}, ölçek ${r.dataVolume.scale} (${r.dataVolume.registries} sicil, ${r.dataVolume.open_accruals} açık tahakkuk)`,
      `Makine: ${r.machine.cpus} çekirdek, başta yük ortalaması ${r.machine.loadAverageBefore.join(' / ')}`,
      `Yük: üye ${r.options.memberRate}/s, hızlı ödeme ${r.options.fastRate}/s, ${r.options.durationSeconds} s; en çok ${r.workload.maxJourneysInFlight} yolculuk aynı anda`,
      `Yolculuklar: üye ${member.completed}/${member.started} tamam (${member.failed} hata), hızlı ödeme ${fastPayment.completed}/${fastPayment.started} tamam (${fastPayment.failed} hata)`,
      `İstek: ${r.requests} istek, ${r.requestsPerSecond} istek/s (${r.workload.elapsedSeconds} s)`,
      `Kopya ${r.kill.copy}: ${r.kill.killedAtSecond} s SIGKILL (o an ${r.kill.cardPaymentsInFlight} kart ödemesi sürüyordu; ±2 s içinde ${r.kill.failedStepsWithin2s ?? 0} adım hata), ${r.kill.restartStartedAtSecond} s yeniden başlatıldı, ${r.kill.readyAtSecond} s hazır`,
      '',
      table('adım', r.steps),
      '',
      table('istek', r.operations),
      '',
      `Mutabakat: işin sonuçlandırdığı sipariş ${r.reconciliation.ordersSettledByTheJob}; ${r.reconciliation.runAfterLoad ? `yükten sonra bir koşu bitti (${r.reconciliation.runAfterLoad.finishedAt})` : 'yükten sonra koşu YOK'}, ${r.reconciliation.waitedSeconds} s beklendi`,
      `Defter: ${l.orders} sipariş, bankanın onayladığı ${l.approvedByBank}; bir kez tahsil ${l.verdicts.collectedOnce}, kayıp ${l.verdicts.lost}, çift tahsil ${l.verdicts.collectedTwice}, ` +
        `onaysız tahsil ${l.verdicts.collectedWithoutApproval}, tutarsız ${l.verdicts.inconsistent}, çekilmedi ${l.verdicts.notCharged}; ` +
        `iki tahsilatta tahakkuk ${l.accrualsCollectedTwice}, fazla ödenen tahakkuk ${l.accrualsOverpaid} → ${l.passed ? 'GEÇTİ' : 'KALDI'}`,
      '',
    ].join('\n'),
  );
}
