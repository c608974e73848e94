import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentBasket } from '../../../lib/payment/payment-basket';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import RestructuringPage from '../restructuring-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [
  { path: '/DebtRestructuring', element: <RestructuringPage /> },
  { path: '/ziraat-banka', element: <p>Banka penceresi</p> },
];

/** A represented company's 6-instalment plan (registry 8) whose first instalment is paid. */
const dueDates = ['2027-02-28', '2027-04-30', '2027-06-30', '2027-08-31', '2027-10-31', '2027-12-31'];
const plan: ResponseOf<'AuthorizedGetRestructuringDetailInfo'> = {
  restructuringLogOid: 9,
  applicationNo: 'YP-20261123-ABCDEF',
  appliedAt: '2026-11-23T09:00:00.000Z',
  status: 'active',
  lawNo: '7440',
  instalmentCount: 6,
  restructuredTotal: 1_254_000,
  paidTotal: 209_000,
  registryOid: 8,
  schemeTitle: 'Örnek yapılandırma',
  isDemo: true,
  brokenAt: null,
  periodMonths: 2,
  coefficient: 10450,
  principal: 1_000_000,
  delayFineWaived: 402_150,
  indexAmount: 200_000,
  indexDiscount: 0,
  restoredPrincipal: 0,
  petitionFileOid: 77,
  instalments: dueDates.map((dueDate, i) => ({
    instalmentNo: i + 1,
    accrumentOid: 101 + i,
    dueDate,
    amount: 209_000,
    status: i === 0 ? 'paid' : 'open',
    paidAmount: i === 0 ? 209_000 : 0,
    paidAt: i === 0 ? '2026-11-23T10:00:00.000Z' : null,
  })),
  debts: [],
  documents: [{ fileOid: 77, fileName: 'yapilandirma-dilekce.pdf', documentName: 'Yapılandırma Dilekçesi', kind: 'petition' }],
};
const line = (accrumentOid: number, instalmentNo: number) => ({
  accrumentOid,
  incomeTypeCode: 'YAPILANDIRMA',
  incomeTypeName: 'Yapılandırma',
  incomeTypeNameEn: 'Restructuring',
  revenueCode: 9001,
  revenueType: null,
  description: `Yapılandırma taksit ${instalmentNo}/6`,
  descriptionEn: 'Restructuring',
  year: 2027,
  instalmentNo,
  periodLabel: `${instalmentNo}/6`,
  dueDate: dueDates[instalmentNo - 1]!,
  principal: 209_000,
  delayFine: 0,
  total: 209_000,
  isOverdue: false,
  accrualGroup: 'YAPILANDIRMA|9001|restructuring|9|plan',
});
// The registry's other debts come with the balances; only the plan's instalments are offered here.
const propertyTax = {
  ...line(55, 1),
  incomeTypeCode: 'EMLAK',
  incomeTypeName: 'Emlak Vergisi',
  incomeTypeNameEn: 'Property Tax',
  revenueCode: 1201,
  description: 'Emlak Vergisi (Bina)',
  descriptionEn: 'Property tax (building)',
  accrualGroup: 'EMLAK|1201|estate|3|2026',
  total: 999_999,
};
const balances = {
  registry: { registryOid: 8, registryType: 'T', displayName: 'ASİ GIDA', identifier: '4540536920', isOwn: false },
  delayFineCalculationDate: '2026-11-23',
  lines: [propertyTax, line(106, 6), line(102, 2), line(103, 3), line(104, 4), line(105, 5)],
  totals: { principal: 0, delayFine: 0, total: 0 },
};

const openPlan = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Aç YP-20261123-ABCDEF' }));
  await screen.findByText('1 / 6 taksit ödendi');
};
const schedule = () => screen.getByRole('table', { name: 'Taksitler' });

describe('paying a restructuring plan', () => {
  it('offers the next instalment, keeps the order, and pays under the plan’s registry', async () => {
    const calls = stubApi({
      GetCurrentRestructuringParameter: () => new Refusal(422, 'RESTRUCTURING_NOT_OPEN', 'Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.'),
      GetRestructuringLogList: () => ({ items: [plan] }),
      AuthorizedGetRestructuringDetailInfo: () => plan,
      GetDeclarationAccrumentBalancesofEMunicipality: () => balances,
      CheckPayableSelection: () => ({ registryOid: 8, lines: [], totals: { principal: 0, delayFine: 0, total: 0 } }),
    });
    const { router } = renderApp(routes, '/DebtRestructuring');
    await openPlan();
    const next = await screen.findByRole('checkbox', { name: '2. taksiti seç' });
    expect(next).toBeChecked();
    expect(within(schedule()).queryByRole('checkbox', { name: '1. taksiti seç' })).not.toBeInTheDocument();
    expect(within(schedule()).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByTestId('selected-total')).toHaveTextContent('2.090,00 ₺');
    expect(calls.find((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality')!.body).toMatchObject({ registryInfoOid: 8 });

    // The fourth brings the third with it; dropping the second drops them all.
    await userEvent.click(within(schedule()).getByRole('checkbox', { name: '4. taksiti seç' }));
    expect(within(schedule()).getByRole('checkbox', { name: '3. taksiti seç' })).toBeChecked();
    expect(screen.getByText('Aynı tahakkukun önceki taksitleri de seçildi: taksitler sırayla ödenir.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-total')).toHaveTextContent('6.270,00 ₺');
    await userEvent.click(next);
    expect(screen.getByRole('button', { name: 'Öde' })).toBeDisabled();
    await userEvent.click(next);

    await userEvent.click(screen.getByRole('button', { name: 'Öde' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ziraat-banka'));
    expect(calls.find((c) => c.name === 'CheckPayableSelection')!.body).toMatchObject({ registryInfoOid: 8, accrumentOidList: [102] });
    expect(paymentBasket.read()).toEqual({ accrumentOidList: [102], registryOid: 8, returnPath: '/DebtRestructuring' });
  });

  it('offers nothing to pay on a broken plan', async () => {
    const broken = {
      ...plan,
      status: 'broken' as const,
      brokenAt: '2027-06-01T00:00:00.000Z',
      instalments: plan.instalments.map((i, n) => (n === 0 ? i : { ...i, status: 'cancelled' as const })),
    };
    const calls = stubApi({
      GetCurrentRestructuringParameter: () => new Refusal(422, 'RESTRUCTURING_NOT_OPEN', 'Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.'),
      GetRestructuringLogList: () => ({ items: [broken] }),
      AuthorizedGetRestructuringDetailInfo: () => broken,
    });
    renderApp(routes, '/DebtRestructuring');
    await openPlan();
    expect(within(schedule()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Öde' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality')).toBe(false);
  });
});
