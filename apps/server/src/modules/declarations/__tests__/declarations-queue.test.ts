import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

let t: TestApp;
const tokens = { zeynep: '', fatma: '' };
beforeAll(async () => {
  t = await createTestApp();
  tokens.zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
});
afterAll(() => t.close());

const act = (declarationOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) =>
  t.call('ActOnBackOfficeDeclaration', { declarationOid, version, action }, token);
/** Filed declarations whose instalments are all still open: ones the clerk may return. */
async function unpaidFiled(count: number) {
  const rows = await t.db
    .selectFrom('declaration as d')
    .select('d.oid')
    .where('d.review_status', '=', 'filed')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('accrual as a').select('a.oid').whereRef('a.source_oid', '=', 'd.oid').where('a.source_kind', '=', 'declaration').where('a.status', '!=', 'open')),
      ),
    )
    .where((eb) => eb.exists(eb.selectFrom('accrual as a').select('a.oid').whereRef('a.source_oid', '=', 'd.oid').where('a.source_kind', '=', 'declaration')))
    .orderBy('d.oid')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => Number(r.oid));
}
const state = async (oid: number) => ({
  declaration: await t.db.selectFrom('declaration').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow(),
  accruals: await t.db.selectFrom('accrual').select(['oid', 'status']).where('source_kind', '=', 'declaration').where('source_oid', '=', oid).orderBy('oid').execute(),
});

describe('declarations queue', () => {
  it('returning a declaration cancels its instalment accruals, keeps them as history and frees the property for a new filing', async () => {
    const [oid] = await unpaidFiled(1);
    const before = await state(oid!);
    const detail = operations.GetBackOfficeDeclaration.response.parse((await t.call('GetBackOfficeDeclaration', { declarationOid: oid }, tokens.fatma)).json());
    expect(detail).toMatchObject({ reviewStatus: 'filed', allowedActions: ['assign', 'note', 'accept', 'return'] });
    expect(detail.instalments.map((i) => i.status)).toEqual(before.accruals.map(() => 'open'));

    const taken = await act(oid!, 0, { kind: 'assign' });
    expect(taken.json()).toMatchObject({ reviewStatus: 'inReview', assignedTo: { name: 'FATMA ŞAHİN' } });
    const returned = await act(oid!, 1, { kind: 'return', reason: 'Arsa alanı tapu kaydıyla uyuşmuyor.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ reviewStatus: 'returned', returnReason: 'Arsa alanı tapu kaydıyla uyuşmuyor.', allowedActions: ['note'] });
    const after = await state(oid!);
    expect(after.accruals.map((a) => a.oid)).toEqual(before.accruals.map((a) => a.oid));
    expect(after.accruals.every((a) => a.status === 'cancelled')).toBe(true);
    expect(after.declaration.property_key).toBe(`RETURNED:${oid}:${before.declaration.property_key}`);

    const accept = await act(oid!, 2, { kind: 'accept' });
    expect([accept.statusCode, accept.json().code]).toEqual([422, 'BACKOFFICE_ACTION_NOT_ALLOWED']);
    expect(await state(oid!)).toEqual(after);
  });

  it('a declaration with a paid instalment is not returned, and nothing changes', async () => {
    const [oid] = await unpaidFiled(1);
    const first = (await state(oid!)).accruals[0]!;
    await t.db.updateTable('accrual').set({ status: 'paid' }).where('oid', '=', first.oid).execute();
    const before = await state(oid!);
    const refused = await act(oid!, 0, { kind: 'return', reason: 'Denetimde eksik bulundu.' });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'DECLARATION_HAS_PAYMENTS']);
    expect(await state(oid!)).toEqual(before);
  });

  it('two clerks accepting at once: one wins; the list filters by review status and finds by number', async () => {
    const [oid] = await unpaidFiled(1);
    const [a, b] = await Promise.all([act(oid!, 0, { kind: 'accept' }, tokens.fatma), act(oid!, 0, { kind: 'return', reason: 'Eş zamanlı iade denemesi.' }, tokens.fatma)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const now = await state(oid!);
    expect(now.declaration.version).toBe(1);
    // Whichever won, the ledger agrees with it.
    expect(now.accruals.every((x) => x.status === (now.declaration.review_status === 'returned' ? 'cancelled' : 'open'))).toBe(true);

    // Decided, it has left the open work the list opens on; asked for every status, it is found.
    const open = (await t.call('GetBackOfficeDeclarations', { searchText: now.declaration.declaration_no }, tokens.fatma)).json();
    expect(open.items).toEqual([]);
    const decided = now.declaration.review_status;
    expect(open.statusCounts).toEqual([{ status: decided, count: 1 }]);
    const found = (
      await t.call('GetBackOfficeDeclarations', { searchText: now.declaration.declaration_no, reviewStatuses: ['filed', 'inReview', 'accepted', 'returned'] }, tokens.fatma)
    ).json();
    expect(found.items.map((i: { declarationOid: number }) => i.declarationOid)).toEqual([oid]);
    expect(found.items[0].overdue).toBe(false);
    const filed = (await t.call('GetBackOfficeDeclarations', { reviewStatuses: ['filed'], pageSize: 5 }, tokens.fatma)).json();
    expect(filed.items.every((i: { reviewStatus: string }) => i.reviewStatus === 'filed')).toBe(true);
    expect((await t.call('GetBackOfficeDeclarations', {}, tokens.zeynep)).statusCode).toBe(403);
  });
});
