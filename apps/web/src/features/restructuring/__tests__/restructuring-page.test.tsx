import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import RestructuringPage from '../restructuring-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('tr');
});
const routes = [{ path: '/DebtRestructuring', element: <RestructuringPage /> }];

const scheme: ResponseOf<'GetCurrentRestructuringParameter'> = {
  schemeOid: 1,
  lawNo: '7440',
  title: 'Örnek yapılandırma',
  isDemo: true,
  note: null,
  effectiveFrom: '2026-11-01',
  applicationDeadline: '2027-01-31',
  dueDateCutoff: '2026-08-31',
  indexName: 'Yİ-ÜFE',
  indexEndPeriod: '2026-10',
  firstInstalmentDeadline: '2027-02-28',
  waivesDelayFine: true,
  cashDiscountOnIndex: 9000,
  writeOffThreshold: 0,
  tolerance: { lateInstalments: 2, graceDays: 30 },
  // The server's words: the screen must show them as given, in the terms and in the consent.
  rules: {
    cashDiscount: { tr: "Endeks tutarının %90'ı silinir.", en: '90% of the index amount is waived.' },
    breaking: [
      { tr: 'Kural bir: üçüncü geciken taksitte plan bozulur.', en: 'Rule one: the third late instalment breaks the plan.' },
      { tr: 'Kural iki: ödenenler asıl borçlara sayılır.', en: 'Rule two: what was paid is credited to the principals.' },
    ],
  },
  incomeTypes: [{ code: 'EMLAK', name: 'Emlak Vergisi' }],
  options: [
    { instalmentCount: 1, periodMonths: 0, coefficient: 10000 },
    { instalmentCount: 6, periodMonths: 2, coefficient: 10450 },
  ],
};
const debt = {
  accrumentOid: 11,
  incomeTypeCode: 'EMLAK',
  incomeTypeName: 'Emlak Vergisi',
  description: 'Emlak Vergisi (Bina)',
  year: 2025,
  instalmentNo: 2,
  dueDate: '2025-12-01',
  principal: 1_000_000,
  delayFine: 402_150,
  indexAmount: 200_000,
};
// (1 000 000 + 200 000) × 1,045 = 1 254 000, ÷ 6 = 209 000. 28.02 and 31.10.2027 are Sundays: Mondays 01.03 and 01.11.
const plan: ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'> = {
  instalmentCount: 6,
  periodMonths: 2,
  coefficient: 10450,
  principal: 1_000_000,
  delayFineWaived: 402_150,
  indexAmount: 200_000,
  indexDiscount: 0,
  restructuredTotal: 1_254_000,
  originalTotal: 1_402_150,
  saving: 148_150,
  debts: [debt],
  instalments: ['2027-03-01', '2027-04-30', '2027-06-30', '2027-08-31', '2027-11-01', '2027-12-31'].map((dueDate, i) => ({ instalmentNo: i + 1, dueDate, amount: 209_000 })),
  holidayNote: null,
};

// Paid at once: (1 000 000 + 200 000 − 90 % × 200 000) × 1 = 1 020 000, due 01.03.2027.
const cashPlan: ResponseOf<'AuthorizedAdjustDebtRestructuringInstallments'> = {
  ...plan,
  instalmentCount: 1,
  periodMonths: 0,
  coefficient: 10000,
  indexDiscount: 180_000,
  restructuredTotal: 1_020_000,
  saving: 382_150,
  instalments: [{ instalmentNo: 1, dueDate: '2027-03-01', amount: 1_020_000 }],
};
const planFor = (body: Record<string, unknown>) => ((body.concreteDebtRestructuringAccrumentInfo as { instalmentCount: number }).instalmentCount === 1 ? cashPlan : plan);

describe('debt restructuring screen', () => {
  it('explains the index amount and the coefficient, shows no demo label, and compares every option side by side', async () => {
    stubApi({
      GetCurrentRestructuringParameter: () => scheme,
      GetRestructuringLogList: () => ({ items: [] }),
      GetDebtListWillBeRestructured: () => ({ registryInfoOid: 5, asOf: '2026-11-23', debts: [debt] }),
      AuthorizedAdjustDebtRestructuringInstallments: planFor,
    });
    const view = renderApp(routes, '/DebtRestructuring');
    await screen.findByRole('heading', { name: 'Terimler ne demek?' });
    expect(screen.getByText(/Gecikme zammının yerine ödediğiniz tutardır/)).toHaveTextContent('10/2026 dönemine kadar fiyatlar (Yİ-ÜFE)');
    expect(screen.getByText(/Taksitle ödemenin bedelidir/)).toHaveTextContent('1,045 katsayısı toplamın %4,5 artması demektir');
    expect(view.container).not.toHaveTextContent(/DEMO/);

    await userEvent.click(await screen.findByRole('checkbox', { name: /Emlak Vergisi \(Bina\) 01.12.2025 borcunu seç/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Planı Hesapla' }));
    const options = await screen.findByRole('table', { name: '2. Seçenekleri karşılaştırın' });
    const rows = within(options).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Peşin.*10.200,00 ₺.*10.200,00 ₺.*3.821,50 ₺/);
    expect(rows[1]).toHaveTextContent(/6 taksit.*Katsayı 1,045.*2.090,00 ₺.*12.540,00 ₺.*1.481,50 ₺/);
    expect(screen.getByTestId('restructured-total')).toHaveTextContent('12.540,00 ₺');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Göster\W+Peşin$/ }));
    expect(screen.getByTestId('restructured-total')).toHaveTextContent('10.200,00 ₺');
    expect(within(rows[0]!).getByRole('button', { name: /Peşin/ })).toHaveAttribute('aria-pressed', 'true');
  }, 30_000);

  it('says so when no restructuring is open, and still lists the member’s plans', async () => {
    stubApi({
      GetCurrentRestructuringParameter: () => new Refusal(422, 'RESTRUCTURING_NOT_OPEN', 'Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.'),
      GetRestructuringLogList: () => ({ items: [] }),
    });
    renderApp(routes, '/DebtRestructuring');
    expect(await screen.findByText('Açık yapılandırma yok')).toBeInTheDocument();
    expect(screen.getByText('Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.')).toBeInTheDocument();
    expect(await screen.findByText('Henüz bir yapılandırmanız yok.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Planı Hesapla' })).not.toBeInTheDocument();
  });

  it('shows the plan beside today’s debt and applies only after the confirmation, with the total the member saw', async () => {
    const calls = stubApi({
      GetCurrentRestructuringParameter: () => scheme,
      GetRestructuringLogList: () => ({ items: [] }),
      GetDebtListWillBeRestructured: () => ({ registryInfoOid: 5, asOf: '2026-11-23', debts: [debt] }),
      AuthorizedAdjustDebtRestructuringInstallments: planFor,
      AuthorizedSaveDebtRestructuringInstallments: () => ({ restructuringLogOid: 9, applicationNo: 'YP-20261123-ABCDEF', petitionFileOid: 77 }),
    });
    renderApp(routes, '/DebtRestructuring');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Emlak Vergisi \(Bina\) 01.12.2025 borcunu seç/ }));
    await userEvent.click(screen.getByRole('radio', { name: '6 taksit (1,045)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Planı Hesapla' }));
    expect(await screen.findByTestId('original-total')).toHaveTextContent('14.021,50 ₺');
    expect(screen.getByTestId('restructured-total')).toHaveTextContent('12.540,00 ₺');
    expect(screen.getByRole('status')).toHaveTextContent('Tasarrufunuz: 1.481,50 ₺');
    expect(within(screen.getByRole('table', { name: 'Taksitler' })).getAllByText('2.090,00 ₺')).toHaveLength(6);
    expect(screen.getByText('Hafta sonuna veya resmî tatile denk gelen son ödeme günü, izleyen ilk iş gününe kaydırılmıştır.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Başvuruyu Onayla' }));
    expect(await screen.findByText('Başvuru için koşulları onaylamanız gerekir.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'AuthorizedSaveDebtRestructuringInstallments')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /Ödeme planını ve yukarıdaki koşulları okudum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Başvuruyu Onayla' }));
    expect(await screen.findByText('Başvurunuz alındı')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'AuthorizedSaveDebtRestructuringInstallments')!.body).toMatchObject({
      accrumentQueryCriteria: { accrumentOidList: [11] },
      concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true, restructuredTotal: 1_254_000 },
      documentList: [],
    });
    expect(screen.getByRole('button', { name: 'Dilekçeyi İndir' })).toBeInTheDocument();
    expect(screen.queryByText('Dilekçe belediyeye verildiği için Türkçe basılır.')).not.toBeInTheDocument();
    // The petition is printed in Turkish whatever the language: an English screen says why, beside the download.
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Download the petition' })).toBeInTheDocument();
    expect(screen.getByText('The petition is printed in Turkish because it is submitted to the municipality.')).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s rule sentences in the terms and in the consent, in the screen’s language', async () => {
    stubApi({
      GetCurrentRestructuringParameter: () => scheme,
      GetRestructuringLogList: () => ({ items: [] }),
      GetDebtListWillBeRestructured: () => ({ registryInfoOid: 5, asOf: '2026-11-23', debts: [debt] }),
      AuthorizedAdjustDebtRestructuringInstallments: planFor,
    });
    renderApp(routes, '/DebtRestructuring');
    const terms = await screen.findByRole('region', { name: 'Taksitler ödenmezse' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kural bir: üçüncü geciken taksitte plan bozulur.', 'Kural iki: ödenenler asıl borçlara sayılır.']);
    expect(screen.getByText("Endeks tutarının %90'ı silinir.")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: /Emlak Vergisi \(Bina\) 01.12.2025 borcunu seç/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Planı Hesapla' }));
    const consent = await screen.findByRole('checkbox', { name: /Ödeme planını ve yukarıdaki koşulları okudum/ });
    expect(consent).toHaveAccessibleDescription('Kural bir: üçüncü geciken taksitte plan bozulur. Kural iki: ödenenler asıl borçlara sayılır.');
    const consentBox = screen.getByRole('group', { name: 'Taksitler ödenmezse' });
    expect(consentBox).toHaveTextContent('Kural bir: üçüncü geciken taksitte plan bozulur.Kural iki: ödenenler asıl borçlara sayılır.');

    await i18n.changeLanguage('en');
    expect(await within(terms).findByText('Rule one: the third late instalment breaks the plan.')).toBeInTheDocument();
    expect(consent).toHaveAccessibleDescription('Rule one: the third late instalment breaks the plan. Rule two: what was paid is credited to the principals.');
    expect(screen.getByText('90% of the index amount is waived.')).toBeInTheDocument();
  }, 30_000);

  it('passes on the server’s word when a due date lies in a year without loaded holidays', async () => {
    const note = '2028 yılı için resmî tatil takvimi henüz tanımlı değildir; bu yıla düşen son ödeme tarihleri yalnızca hafta sonları dikkate alınarak belirlenmiştir.';
    stubApi({
      GetCurrentRestructuringParameter: () => scheme,
      GetRestructuringLogList: () => ({ items: [] }),
      GetDebtListWillBeRestructured: () => ({ registryInfoOid: 5, asOf: '2026-11-23', debts: [debt] }),
      AuthorizedAdjustDebtRestructuringInstallments: () => ({ ...plan, holidayNote: note }),
    });
    renderApp(routes, '/DebtRestructuring');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Emlak Vergisi \(Bina\) 01.12.2025 borcunu seç/ }));
    await userEvent.click(screen.getByRole('radio', { name: '6 taksit (1,045)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Planı Hesapla' }));
    expect(await screen.findByText(note)).toBeInTheDocument();
  }, 30_000);
});
