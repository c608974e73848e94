import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/kysely';
import { createTestApp, type TestApp } from '../../../testing';
import { consent, memberWithDebt, smsTo } from './fixture';

/**
 * Issue 20 bar: on the reminder days of a deadline, one SMS per opted-in member with open
 * debt; none to a member who paid or did not opt in; a second run, or a second server copy
 * ticking at the same time, sends nothing more.
 */
const DUE = '2027-05-31';
// 10:00 in Istanbul, seven days before the deadline.
let clock = new Date('2027-05-24T07:00:00Z');
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
const closers: (() => Promise<void>)[] = [];
const members: Record<string, Awaited<ReturnType<typeof memberWithDebt>>> = {};

beforeAll(async () => {
  first = await createTestApp({ seed: false, now: () => clock, configure: (c) => ({ ...c, notifications: { ...c.notifications, smsPerSecond: 1000 } }) });
  const database = first.engine === 'postgres' ? openDatabase(first.config) : { db: first.db, engine: first.engine, close: async () => {}, onConnectionLost: () => {} };
  second = await buildApp(first.config, { database, now: () => clock });
  closers.push(
    () => second.close(),
    () => database.close(),
    () => first.close(),
  );
  const db = first.db;
  members.optedIn = await memberWithDebt(db, {
    gsm: '5320000001',
    debts: [
      { dueDate: DUE, amount: 150_000 },
      { dueDate: DUE, amount: 25_050 },
    ],
  });
  await consent(db, members.optedIn, 'sms', 'reminder');
  members.paid = await memberWithDebt(db, { gsm: '5320000002', debts: [{ dueDate: DUE, amount: 90_000, status: 'paid' }] });
  await consent(db, members.paid, 'sms', 'reminder');
  members.notOptedIn = await memberWithDebt(db, { gsm: '5320000003', debts: [{ dueDate: DUE, amount: 70_000 }] });
  members.withdrew = await memberWithDebt(db, { gsm: '5320000004', debts: [{ dueDate: DUE, amount: 70_000 }] });
  await consent(db, members.withdrew, 'sms', 'reminder');
  await consent(db, { oid: members.withdrew.oid, sms_consent: false }, 'sms', 'reminder', false, new Date('2027-03-01T09:00:00Z'));
  // Ticked chkSMSInfo at sign-up, before consents were recorded one by one.
  members.smsInfo = await memberWithDebt(db, { gsm: '5320000005', smsInfo: true, debts: [{ dueDate: DUE, amount: 40_000 }] });
  members.otherDay = await memberWithDebt(db, { gsm: '5320000006', debts: [{ dueDate: '2027-06-15', amount: 40_000 }] });
  await consent(db, members.otherDay, 'sms', 'reminder');
});
afterAll(async () => {
  for (const close of closers) await close();
});

/** Both copies tick together, then again a minute later (the next dispatch interval), as their timers would. */
async function tickBoth() {
  await Promise.all([first.app.jobs.tick(), second.jobs.tick()]);
  clock = new Date(clock.getTime() + 60_000);
  await Promise.all([first.app.jobs.tick(), second.jobs.tick()]);
}

describe('due-date reminders', () => {
  it('seven days before, sends one SMS per opted-in member with open debt, with the amount open and a link to pay', async () => {
    // Not at night: before 09:00 in Istanbul nothing is queued.
    const night = clock;
    clock = new Date('2027-05-24T03:30:00Z');
    await tickBoth();
    expect(await smsTo(first.db, '5320000001')).toEqual([]);
    clock = night;
    await tickBoth();
    const optedIn = await smsTo(first.db, '5320000001');
    expect(optedIn).toHaveLength(1);
    expect(optedIn[0]!.body).toContain('1.750,50 ₺');
    expect(optedIn[0]!.body).toContain('7 gün sonra (31.05.2027)');
    expect(optedIn[0]!.body).toMatch(/\/DebtQuestioning$/);
    expect(optedIn[0]!.body).toContain(first.config.publicSetting.MunicipalityName);
    expect(await smsTo(first.db, '5320000005')).toHaveLength(1);
  });

  it('sends nothing to a member who paid, did not opt in, withdrew, or owes nothing due on a reminder day', async () => {
    for (const gsm of ['5320000002', '5320000003', '5320000004', '5320000006']) expect(await smsTo(first.db, gsm)).toEqual([]);
  });

  it('run again in the same hour, in the next hour, or on two copies at once, sends nothing more', async () => {
    await tickBoth();
    await tickBoth();
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    await tickBoth();
    expect(await smsTo(first.db, '5320000001')).toHaveLength(1);
    expect(await smsTo(first.db, '5320000005')).toHaveLength(1);
    const rows = await first.db.selectFrom('notification').select(['status', 'purpose']).execute();
    expect(rows).toEqual([
      { status: 'sent', purpose: 'reminder-7' },
      { status: 'sent', purpose: 'reminder-7' },
    ]);
  });

  it('a restart between queueing and sending sends the queued reminders once', async () => {
    // The deadline day: the reminders are queued by one run, and the copy stops before sending.
    clock = new Date('2027-05-31T06:00:00Z');
    const { queueDueDateReminders } = await import('../reminders');
    expect(await queueDueDateReminders(first.db, clock)).toBe(2);
    await tickBoth();
    await tickBoth();
    const optedIn = await smsTo(first.db, '5320000001');
    expect(optedIn).toHaveLength(2);
    expect(optedIn[1]!.body).toContain('bugün');
    expect(await smsTo(first.db, '5320000003')).toEqual([]);
  });

  it('on the day, sends nothing for what was paid meanwhile', async () => {
    clock = new Date('2027-05-31T12:00:00Z');
    await first.db.updateTable('accrual').set({ status: 'paid' }).where('registry_oid', '=', members.smsInfo!.registryOid).execute();
    await first.db.deleteFrom('notification').where('member_oid', '=', members.smsInfo!.oid).where('purpose', '=', 'reminder-0').execute();
    await tickBoth();
    expect(await smsTo(first.db, '5320000005')).toHaveLength(2);
    expect(await first.db.selectFrom('notification').select('oid').where('member_oid', '=', members.smsInfo!.oid).where('purpose', '=', 'reminder-0').execute()).toEqual([]);
  });
});
