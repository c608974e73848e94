import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

/*
 * A contracted bank collects a water bill through the collection service, with the bank client a
 * bank's integrator would start from (signed with the demo key of bank 0010, from 127.0.0.1). It
 * pays the newest bill of FATMA's subscription 1000004: the water payment spec pays only its
 * oldest, and no other spec reads this one.
 */
test.use({ moneyOf: ['fatma'] });

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** Runs the compiled bank client against the portal under test; answers its JSON. */
function bankClient(...args: string[]) {
  const run = spawnSync(process.execPath, ['dist/integrations/banks/collection-service-cli.js', ...args], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(process.env.E2E_PORT ?? 4180), NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
  return JSON.parse(run.stdout) as { status: number; body: Record<string, unknown> };
}

test('a bank pays a water bill through the collection service and the citizen sees it paid by the bank', async ({ page }) => {
  const query = bankClient('debts', '1000004');
  const debts = query.body.debts as { id: number; total: number; period: string }[];
  expect(debts.length).toBeGreaterThan(1);
  const newest = debts.at(-1)!;
  const reference = `E2E-${Date.now()}`;
  const paid = bankClient('pay', '1000004', reference, String(newest.id));
  expect(paid.body).toMatchObject({ status: 'collected', amount: newest.total });
  const receiptNo = paid.body.receiptNo as string;
  expect((bankClient('debts', '1000004').body.debts as { id: number }[]).map((d) => d.id)).not.toContain(newest.id);

  await signInAs(page, demo.fatma);
  await page.goto('/DebtQuestioning');
  await page.getByRole('tab', { name: 'Ödemelerim' }).click();
  const row = page.getByTestId('collection-row').filter({ hasText: receiptNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Banka');
  await expect(row).toContainText('Virman');
  await expect(page.getByRole('columnheader', { name: 'Ödeme Kanalı' })).toBeVisible();
  await row.getByRole('button', { name: /^Ayrıntı/ }).click();
  await expect(page.getByRole('dialog', { name: 'Ödeme Ayrıntısı' })).toContainText(newest.period);
  await expectPageToBeAccessible(page);
});
