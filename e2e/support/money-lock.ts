import { mkdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/** Where the locks of this run live: made once by the runner (playwright.config.ts) and shared with its workers. */
const lockDir = () => {
  const dir = process.env.E2E_LOCK_DIR;
  if (!dir) throw new Error('E2E_LOCK_DIR is not set: run the specs through playwright.config.ts');
  return dir;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The accounts this worker's running test holds. */
const heldHere = new Set<string>();

/**
 * Fails a test that is about to pay without holding the money it pays: a spec file that forgot
 * `test.use({ moneyOf })` collides only now and then, in another file, which is how it went unseen.
 */
export function expectMoneyHeld(account?: string) {
  const held = account ? heldHere.has(account) : heldHere.size > 0;
  if (!held) throw new Error(`this test pays ${account ?? 'a demo account'}'s debts without holding its money: add test.use({ moneyOf: [...] }) to its spec file`);
}

/**
 * Holds the money of demo accounts for one test: two spec files run at a time, and a payment
 * locks the debts it pays, so two tests paying the same account's oldest debts would refuse each
 * other ("devam eden bir ödeme işlemi var"), and a total read in one could change under it.
 * Accounts are taken in name order, so two tests never wait on each other. A lock is a directory:
 * making one either succeeds or fails, across processes.
 */
export async function holdMoneyOf(accounts: readonly string[]): Promise<() => void> {
  const paths = [...new Set(accounts)].sort().map((account) => path.join(lockDir(), account));
  const held: string[] = [];
  for (const lock of paths) {
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        await sleep(200);
      }
    }
    held.push(lock);
    heldHere.add(path.basename(lock));
  }
  return () =>
    held.reverse().forEach((lock) => {
      heldHere.delete(path.basename(lock));
      rmdirSync(lock);
    });
}
