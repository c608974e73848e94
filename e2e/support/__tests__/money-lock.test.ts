import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectMoneyHeld, holdMoneyOf } from '../money-lock';

process.env.E2E_LOCK_DIR = mkdtempSync(path.join(tmpdir(), 'money-lock-'));
afterAll(() => rmSync(process.env.E2E_LOCK_DIR!, { recursive: true, force: true }));

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 600))]);

describe('holding a demo account’s money across spec files', () => {
  it('makes a second test wait for the account until the first lets go, and not for other accounts', async () => {
    const releaseFirst = await holdMoneyOf(['ahmet']);
    const second = holdMoneyOf(['zeynep', 'ahmet']);
    expect(await settled(second)).toBe(false);
    const other = await holdMoneyOf(['fatma']);
    other();
    releaseFirst();
    expect(await settled(second)).toBe(true);
    (await second)();
    (await holdMoneyOf(['ahmet', 'zeynep']))();
  });

  it('refuses a payment by a test that holds no money, or not the account it pays', async () => {
    expect(() => expectMoneyHeld()).toThrow(/test.use\({ moneyOf/);
    const release = await holdMoneyOf(['zeynep']);
    expect(() => expectMoneyHeld()).not.toThrow();
    expect(() => expectMoneyHeld('zeynep')).not.toThrow();
    expect(() => expectMoneyHeld('ahmet')).toThrow(/pays ahmet's debts/);
    release();
    expect(() => expectMoneyHeld('zeynep')).toThrow();
  });
});
