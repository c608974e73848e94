import { test as base, expect } from '@playwright/test';

/**
 * Every page is watched for Content-Security-Policy violations and uncaught errors: the
 * app must run under the server's strict policy without a single refusal.
 */
export const test = base.extend<{ pageProblems: string[] }>({
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
