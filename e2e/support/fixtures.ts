import { test as base, expect } from '@playwright/test';
import { holdMoneyOf } from './money-lock';

/**
 * Every page is watched for Content-Security-Policy violations and uncaught errors: the
 * app must run under the server's strict policy without a single refusal.
 */
export const test = base.extend<{ pageProblems: string[]; moneyOf: readonly string[]; moneyHeld: void }>({
  /** The demo accounts whose debts a test pays or whose totals it reads: `test.use({ moneyOf: ['ahmet'] })`. */
  moneyOf: [[], { option: true }],
  moneyHeld: [
    async ({ moneyOf }, use) => {
      const release = await holdMoneyOf(moneyOf);
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for another file's payment is not the test's own time.
    { auto: true, timeout: 300_000 },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) problems.push(message.text().slice(0, 240));
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
