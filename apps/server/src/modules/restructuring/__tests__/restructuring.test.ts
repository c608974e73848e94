import { formatMoney, formatTurkishDate, operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccruals, recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { mulDivRound } from '../installment-plan';
import { openAccrualsOf, png, registryOf, restructuringState } from './fixtures';

let t: TestApp;
let clock = new Date('2026-11-23T09:00:00Z');
let ahmet: string;
let zeynep: string;
let ahmetRegistry: number;
let zeynepRegistry: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  ahmetRegistry = await registryOf(t, demoPeople[0]!.nationalId);
  zeynepRegistry = await registryOf(t, demoPeople[1]!.nationalId);
});
afterAll(() => t.close());

const plan = (accrumentOidList: number[], instalmentCount = 6) => ({ accrumentQueryCriteria: { accrumentOidList }, concreteDebtRestructuringAccrumentInfo: { instalmentCount } });
const twoOverdue = async () =>
  (await openAccrualsOf(t, ahmetRegistry, 'EMLAK'))
    .filter((a) => a.due_date <= '2026-08-31')
    .slice(0, 2)
    .map((a) => a.oid);

describe('GetCurrentRestructuringParameter', () => {
  it('answers the open demo scheme with its options', async () => {
    const r = await t.call('GetCurrentRestructuringParameter', {}, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const scheme = operations.GetCurrentRestructuringParameter.response.parse(r.json());
    expect(scheme).toMatchObject({ lawNo: '7440', isDemo: true, dueDateCutoff: '2026-08-31', indexName: 'Yİ-ÜFE', cashDiscountOnIndex: 9000, waivesDelayFine: true });
    expect(scheme.options.map((o) => [o.instalmentCount, o.coefficient])).toEqual([
      [1, 10000],
      [6, 10450],
      [9, 10830],
      [12, 11050],
      [18, 11500],
    ]);
    expect(scheme.incomeTypes.map((i) => i.code)).toEqual(['EMLAK', 'CTV', 'ILAN', 'EGLENCE']);
  });

  it('is for members only', async () => {
    expect((await t.call('GetCurrentRestructuringParameter', {})).statusCode).toBe(401);
  });
});

describe('GetDebtListWillBeRestructured', () => {
  it("lists the member's covered debts with the waived delay fine and the index amount", async () => {
    const r = await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const { debts, registryInfoOid, asOf } = operations.GetDebtListWillBeRestructured.response.parse(r.json());
    expect(registryInfoOid).toBe(ahmetRegistry);
    expect(asOf).toBe('2026-11-23');
    expect(debts.length).toBeGreaterThanOrEqual(2);
    // Only covered types due on or before the cut-off: the administrative fine (CEZA) and water are not in this scheme.
    expect(debts.every((d) => ['EMLAK', 'CTV', 'ILAN', 'EGLENCE'].includes(d.incomeTypeCode) && d.dueDate <= '2026-08-31')).toBe(true);
    expect(debts.every((d) => d.delayFine > 0 && d.indexAmount > 0 && d.principal > 0)).toBe(true);
  });

  it("answers 404 for another member's registry, 400 for a bad one, 401 without a token", async () => {
    const other = await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: { registryInfoOid: zeynepRegistry } }, ahmet);
    expect(other.statusCode).toBe(404);
    const bad = await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: { registryInfoOid: 'abc' } }, ahmet);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['accrumentQueryCriteria.registryInfoOid']).toBeTruthy();
    expect((await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} })).statusCode).toBe(401);
  });
});

describe('AuthorizedAdjustDebtRestructuringInstallments', () => {
  it('computes 6 equal instalments of (principal + index amount) × 1,045, the remainder on the first', async () => {
    const chosen = await twoOverdue();
    const r = await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan(chosen), ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const p = operations.AuthorizedAdjustDebtRestructuringInstallments.response.parse(r.json());
    expect(p.restructuredTotal).toBe(mulDivRound(p.principal + p.indexAmount, 10_450, 10_000));
    expect(p.instalments).toHaveLength(6);
    expect(p.instalments.reduce((s, i) => s + i.amount, 0)).toBe(p.restructuredTotal);
    expect(p.instalments[1]!.amount).toBe(Math.floor(p.restructuredTotal / 6));
    // The scheme's first deadline 28.02.2027 and 31.10.2027 are Sundays: the instalments are due the Mondays after.
    expect(p.instalments.map((i) => i.dueDate)).toEqual(['2027-03-01', '2027-04-30', '2027-06-30', '2027-08-31', '2027-11-01', '2027-12-31']);
    expect(p.holidayNote).toBeNull();
    expect(p.saving).toBe(p.principal + p.delayFineWaived - p.restructuredTotal);
  });

  it('says so when instalments fall in years whose official holidays are not loaded', async () => {
    const p = (await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan(await twoOverdue(), 12), ahmet)).json();
    // The 12th, 31.12.2028, is a Sunday, and Monday 01.01.2029 is New Year (a fixed-date holiday, known
    // without a row): Tuesday 02.01.2029. The table has no religious holidays after 2027, so the note says so.
    expect(p.instalments.at(-1).dueDate).toBe('2029-01-02');
    expect(p.holidayNote).toBe(
      '2028 ve 2029 yıllarının dinî bayram tarihleri henüz tanımlı değildir; bu yıllara düşen son ödeme tarihleri hafta sonları ve sabit tarihli resmî tatiller dikkate alınarak belirlenmiştir.',
    );
  });

  it('refuses debts of another member (404), uncovered debts and unknown options (422), and bad input (400), changing nothing', async () => {
    const before = await restructuringState(t);
    const zeynepDebt = (await openAccrualsOf(t, zeynepRegistry, 'EMLAK'))[0]!.oid;
    expect((await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan([zeynepDebt]), ahmet)).statusCode).toBe(404);
    const fine = (await openAccrualsOf(t, ahmetRegistry, 'CEZA'))[0]!.oid;
    expect((await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan([fine]), ahmet)).json().code).toBe('RESTRUCTURING_DEBT_NOT_ELIGIBLE');
    expect((await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan(await twoOverdue(), 7), ahmet)).json().code).toBe('RESTRUCTURING_OPTION_UNKNOWN');
    const empty = await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan([]), ahmet);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields['accrumentQueryCriteria.accrumentOidList']).toBe('Yapılandırılacak en az bir borç seçiniz.');
    expect((await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan([zeynepDebt]))).statusCode).toBe(401);
    expect(await restructuringState(t)).toEqual(before);
  });
});

describe('AuthorizedSaveDebtRestructuringInstallments and AuthorizedGetRestructuringDetailInfo', () => {
  const save = (chosen: number[], extra: Record<string, unknown> = {}, documentList: Array<{ fileOid: number }> = []) => ({
    accrumentQueryCriteria: { accrumentOidList: chosen },
    concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true, ...extra },
    documentList,
  });

  it('refuses without confirmation (400), with a changed total (409), with a stranger’s debt (404) or document (400), changing nothing', async () => {
    const chosen = await twoOverdue();
    const zeynepFile = (await t.call('UploadFile', { request: { fileName: 'vekalet.png', contentBase64: png } }, zeynep)).json().fileOid as number;
    const before = await restructuringState(t);
    const unconfirmed = await t.call('AuthorizedSaveDebtRestructuringInstallments', save(chosen, { confirmed: false }), ahmet);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields['concreteDebtRestructuringAccrumentInfo.confirmed']).toBe('Başvuru için yapılandırma koşullarını onaylamanız gerekir.');
    expect((await t.call('AuthorizedSaveDebtRestructuringInstallments', save(chosen, { restructuredTotal: 1 }), ahmet)).json().code).toBe('RESTRUCTURING_PLAN_CHANGED');
    const zeynepDebt = (await openAccrualsOf(t, zeynepRegistry, 'EMLAK'))[0]!.oid;
    expect((await t.call('AuthorizedSaveDebtRestructuringInstallments', save([zeynepDebt]), ahmet)).statusCode).toBe(404);
    const strangerFile = await t.call('AuthorizedSaveDebtRestructuringInstallments', save(chosen, {}, [{ fileOid: zeynepFile }]), ahmet);
    expect(strangerFile.statusCode).toBe(400);
    expect(strangerFile.json().fields.documentList).toBeTruthy();
    expect(await restructuringState(t)).toEqual(before);
  });

  it('closes the debts, creates 6 instalment accruals, stores the petition and the document; the detail shows what is paid', async () => {
    const chosen = await twoOverdue();
    const seen = operations.AuthorizedAdjustDebtRestructuringInstallments.response.parse(
      (await t.call('AuthorizedAdjustDebtRestructuringInstallments', plan(chosen), ahmet)).json(),
    );
    const doc = (await t.call('UploadFile', { request: { fileName: 'tapu.png', contentBase64: png } }, ahmet)).json().fileOid as number;
    const r = await t.call('AuthorizedSaveDebtRestructuringInstallments', save(chosen, { restructuredTotal: seen.restructuredTotal }, [{ fileOid: doc }]), ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const saved = operations.AuthorizedSaveDebtRestructuringInstallments.response.parse(r.json());
    expect(saved.applicationNo).toMatch(/^YP-20261123-[2-9A-HJ-NP-Z]{6}$/);

    const originals = await t.db.selectFrom('accrual').select('status').where('oid', 'in', chosen).execute();
    expect(originals.map((o) => o.status)).toEqual(['restructured', 'restructured']);
    const instalments = await t.db
      .selectFrom('accrual')
      .selectAll()
      .where('source_kind', '=', 'restructuring')
      .where('source_oid', '=', saved.restructuringLogOid)
      .orderBy('instalment_no')
      .execute();
    expect(instalments.map((i) => [i.income_type_code, i.status, i.amount, i.due_date])).toEqual(seen.instalments.map((i) => ['YAPILANDIRMA', 'open', i.amount, i.dueDate]));

    // Debt questioning and payment read the ledger's open accruals: the instalments are there like any debt.
    const open = await openAccruals(t.db, { registryOid: ahmetRegistry, asOf: '2026-11-23' });
    expect(open.filter((a) => a.sourceKind === 'restructuring' && a.sourceOid === saved.restructuringLogOid).map((a) => a.principal)).toEqual(
      seen.instalments.map((i) => i.amount),
    );
    expect(open.some((a) => chosen.includes(a.oid))).toBe(false);

    const petition = await t.call('GetFile', { request: { fileOid: saved.petitionFileOid } }, ahmet);
    expect(petition.statusCode).toBe(200);
    expect(petition.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(petition.rawPayload)).text;
    expect(text).toContain('T.C. HATAY');
    expect(text).toContain('ANTAKYA BELEDİYESİ BAŞKANLIĞINA');
    expect(text).toContain(saved.applicationNo);
    expect(text).toContain('AHMET YILMAZ');
    expect(text).toContain('Yapılandırılmış toplam');
    expect(text).toContain(formatMoney(seen.restructuredTotal));
    for (const i of seen.instalments) expect(text).toContain(`${i.instalmentNo}. taksit ${formatTurkishDate(i.dueDate)} ${formatMoney(i.amount)}`);
    expect(text).toMatch(/Sayfa 1 \/ \d/);
    expect((await t.call('GetFile', { request: { fileOid: saved.petitionFileOid } }, zeynep)).statusCode).toBe(404);

    const listed = (await t.call('GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} }, ahmet)).json().debts as Array<{ accrumentOid: number }>;
    expect(listed.some((d) => chosen.includes(d.accrumentOid))).toBe(false);

    await t.db
      .transaction()
      .execute((trx) =>
        recordCollection(trx, { registryOid: ahmetRegistry, accrualOids: [instalments[0]!.oid], collectionType: 4, channel: 'online', asOf: '2026-11-23', collectedAt: clock }),
      );
    const detail = await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: saved.restructuringLogOid }, ahmet);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = operations.AuthorizedGetRestructuringDetailInfo.response.parse(detail.json());
    expect(d).toMatchObject({
      status: 'active',
      instalmentCount: 6,
      restructuredTotal: seen.restructuredTotal,
      paidTotal: seen.instalments[0]!.amount,
      petitionFileOid: saved.petitionFileOid,
    });
    expect(d.instalments.map((i) => i.status)).toEqual(['paid', 'open', 'open', 'open', 'open', 'open']);
    expect(d.documents.map((x) => x.kind).sort()).toEqual(['petition', 'upload']);
    expect(d.debts.map((x) => x.accrumentOid).sort()).toEqual([...chosen].sort());

    const list = (await t.call('GetRestructuringLogList', {}, ahmet)).json().items as Array<{ restructuringLogOid: number }>;
    expect(list.map((l) => l.restructuringLogOid)).toContain(saved.restructuringLogOid);
    expect((await t.call('GetRestructuringLogList', {}, zeynep)).json().items).toEqual([]);

    // Another member, an unknown number and bad input read nothing.
    expect((await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: saved.restructuringLogOid }, zeynep)).json().code).toBe('RESTRUCTURING_NOT_FOUND');
    expect((await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: 999_999 }, ahmet)).statusCode).toBe(404);
    expect((await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: -1 }, ahmet)).statusCode).toBe(400);
    expect((await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: saved.restructuringLogOid })).statusCode).toBe(401);
  });
});

describe('when no scheme is open', () => {
  it('refuses every application call with 422 and changes nothing; existing plans stay readable', async () => {
    clock = new Date('2027-03-01T09:00:00Z');
    try {
      const token = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
      const before = await restructuringState(t);
      const chosen = [(await openAccrualsOf(t, ahmetRegistry, 'EMLAK'))[0]!.oid];
      for (const [name, body] of [
        ['GetCurrentRestructuringParameter', {}],
        ['GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} }],
        ['AuthorizedAdjustDebtRestructuringInstallments', plan(chosen)],
        ['AuthorizedSaveDebtRestructuringInstallments', { ...plan(chosen), concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true } }],
      ] as const) {
        const r = await t.call(name, body, token);
        expect(r.statusCode, name).toBe(422);
        expect(r.json()).toEqual({ code: 'RESTRUCTURING_NOT_OPEN', Message: 'Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.' });
      }
      expect(await restructuringState(t)).toEqual(before);
      expect((await t.call('GetRestructuringLogList', {}, token)).statusCode).toBe(200);
    } finally {
      clock = new Date('2026-11-23T09:00:00Z');
    }
  });
});
