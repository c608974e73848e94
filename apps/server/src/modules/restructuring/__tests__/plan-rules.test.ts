import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { planRules, possessiveAfterNumber } from '../plan-rules';
import { openAccrualsOf, registryOf } from './fixtures';

describe('possessiveAfterNumber', () => {
  it.each([
    ['90', "'ı"],
    ['50', "'si"],
    ['25', "'i"],
    ['100', "'ü"],
    ['40', "'ı"],
    ['10', "'u"],
    ['3', "'ü"],
    ['6', "'sı"],
    ['9', "'u"],
    ['12,5', "'i"],
    ['1000', "'i"],
  ])('%s takes %s', (written, suffix) => expect(possessiveAfterNumber(written)).toBe(suffix));
});

describe('planRules', () => {
  const base = { toleratedLateInstalments: 2, graceDays: 30, instalmentBearsDelayFine: false, waivesDelayFine: true, cashDiscountOnIndex: 9000 };

  it('words the demo scheme: 2 late instalments tolerated beyond 30 days, no delay fine on a late instalment, paid money credited', () => {
    const rules = planRules(base);
    expect(rules.cashDiscount.tr).toBe("Endeks tutarının %90'ı silinir.");
    expect(rules.breaking.map((r) => r.tr)).toEqual([
      'Aynı anda en çok 2 taksit son ödeme tarihinin üzerinden 30 günden fazla geçtiği halde ödenmemiş kalabilir; bu sayı 2 taksidi aşarsa (3. taksitte) yapılandırma bozulur.',
      'Bu sınır içinde geç ödenen taksite gecikme zammı eklenmez; taksitler sırayla ödenir.',
      'Yapılandırma bozulursa indirimler kaybedilir: kalan taksitler iptal edilir ve ödenmemiş asıl borçlar, ilk son ödeme tarihlerinden itibaren işleyen gecikme zammıyla birlikte yeniden borç olarak eklenir.',
      'Ödenmiş taksitler geri ödenmez; en eski vadeli borçtan başlayarak asıl borçlara sayılır.',
    ]);
    expect(rules.breaking[0]!.en).toBe('At most 2 instalments may be unpaid more than 30 days after their due date at any one time; when more are (the 3rd one), the plan breaks.');
  });

  it('follows the parameters: no tolerance, no grace, a delay-fine bearing instalment, another discount', () => {
    const rules = planRules({ ...base, toleratedLateInstalments: 0, graceDays: 0, instalmentBearsDelayFine: true, cashDiscountOnIndex: 5000 });
    expect(rules.cashDiscount.tr).toBe("Endeks tutarının %50'si silinir.");
    expect(rules.breaking[0]!.tr).toBe('Bir taksit son ödeme tarihi geçtiği halde ödenmemiş kalırsa yapılandırma bozulur.');
    expect(rules.breaking[1]!.tr).toBe('Geç ödenen taksit, son ödeme tarihinden ödendiği güne kadar işleyen gecikme zammıyla birlikte ödenir (6183 sayılı Kanun md. 51).');
  });
});

describe('the rule text of the API and of the petition PDF', () => {
  let t: TestApp;
  let ahmet: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00Z') });
    ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  });
  afterAll(() => t.close());

  const apiRules = async () => operations.GetCurrentRestructuringParameter.response.parse((await t.call('GetCurrentRestructuringParameter', {}, ahmet)).json()).rules;

  const petitionText = async () => {
    const registry = await registryOf(t, demoPeople[0]!.nationalId);
    const debt = (await openAccrualsOf(t, registry, 'EMLAK')).find((a) => a.due_date <= '2026-08-31')!.oid;
    const body = { accrumentQueryCriteria: { accrumentOidList: [debt] }, concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true }, documentList: [] };
    const saved = await t.call('AuthorizedSaveDebtRestructuringInstallments', body, ahmet);
    expect(saved.statusCode, saved.body).toBe(200);
    const pdf = await t.call('GetFile', { request: { fileOid: saved.json().petitionFileOid as number } }, ahmet);
    return (await readPdf(pdf.rawPayload)).text;
  };

  it('prints in the petition the very sentences the API gives, and both change when the scheme’s tolerance changes', async () => {
    const before = await apiRules();
    expect(before.breaking[0]!.tr).toContain('en çok 2 taksit son ödeme tarihinin üzerinden 30 günden fazla');
    const first = await petitionText();
    for (const sentence of before.breaking) expect(first).toContain(sentence.tr);
    // The line may wrap at the index name's hyphen.
    expect(first).toMatch(/gecikme zammı yerine Yİ- ?ÜFE tutarı/);

    await t.db.updateTable('restructuring_scheme').set({ tolerated_late_instalments: 1, grace_days: 15 }).execute();
    const after = await apiRules();
    expect(after.breaking[0]!.tr).toBe(
      'Aynı anda en çok 1 taksit son ödeme tarihinin üzerinden 15 günden fazla geçtiği halde ödenmemiş kalabilir; bu sayı 1 taksidi aşarsa (2. taksitte) yapılandırma bozulur.',
    );
    const second = await petitionText();
    for (const sentence of after.breaking) expect(second).toContain(sentence.tr);
    expect(second).not.toContain(before.breaking[0]!.tr);
  });
});
