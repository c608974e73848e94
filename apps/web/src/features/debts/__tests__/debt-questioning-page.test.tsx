import { istanbulDate, type RequestOf, type ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentBasket } from '../../../lib/payment/payment-basket';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import DebtQuestioningPage from '../debt-questioning-page';
import { i18next as i18n } from '../../../lib/i18n';

afterEach(async () => {
  await i18n.changeLanguage('tr');
  vi.unstubAllGlobals();
  paymentBasket.clear();
});
const routes = [
  { path: '/DebtQuestioning', element: <DebtQuestioningPage /> },
  { path: '/ziraat-banka', element: <p>Banka penceresi</p> },
];

type Line = ResponseOf<'GetDeclarationAccrumentBalancesofEMunicipality'>['lines'][number];
/** What the server sends beside the Turkish names (ledger/english-description.ts). */
const englishNames: Record<string, string> = {
  'Emlak Vergisi': 'Property Tax',
  'Para Cezaları': 'Fines',
  Su: 'Water',
  'Emlak Vergisi (Bina)': 'Property tax (building)',
  'Emlak Vergisi (Arsa)': 'Property tax (plot)',
  'İdari para cezası': 'Administrative fine',
  'Su faturası': 'Water usage',
};
const line = (accrumentOid: number, incomeTypeCode: string, incomeTypeName: string, description: string, periodLabel: string, total: number, extra: Partial<Line> = {}): Line => ({
  accrumentOid,
  incomeTypeCode,
  incomeTypeName,
  incomeTypeNameEn: englishNames[incomeTypeName] ?? incomeTypeName,
  revenueCode: 1,
  revenueType: null,
  description,
  descriptionEn: englishNames[description] ?? description,
  year: 2026,
  instalmentNo: 1,
  periodLabel,
  dueDate: '2026-05-31',
  principal: total,
  delayFine: 0,
  total,
  isOverdue: true,
  accrualGroup: `${incomeTypeCode}|${accrumentOid}`,
  ...extra,
});
const ahmetLines = [
  line(11, 'EMLAK', 'Emlak Vergisi', 'Emlak Vergisi (Bina)', '2026/1', 120_050, { accrualGroup: 'EMLAK|estate|3|2026' }),
  line(12, 'EMLAK', 'Emlak Vergisi', 'Emlak Vergisi (Bina)', '2026/2', 120_050, { instalmentNo: 2, accrualGroup: 'EMLAK|estate|3|2026' }),
  line(21, 'CEZA', 'Para Cezaları', 'İdari para cezası', '2025', 312_400),
  line(31, 'SU', 'Su', 'Su faturası', '2026/07', 45_075, { subscription: { subscriberNo: '1000001', address: 'Bostancık Köyü Ilgın Cad. No:5' } }),
];
const companyLines = [line(51, 'EMLAK', 'Emlak Vergisi', 'Emlak Vergisi (Arsa)', '2026/1', 80_000)];
const types = (lines: Line[]) =>
  [...new Map(lines.map((l) => [l.incomeTypeCode, l.incomeTypeName]))].map(([incomeTypeCode, name], i) => ({
    incomeTypeCode,
    name,
    nameEn: englishNames[name] ?? name,
    sortOrder: i,
    openCount: lines.filter((l) => l.incomeTypeCode === incomeTypeCode).length,
    subjectToDelayFine: incomeTypeCode !== 'SU',
  }));
const registry = (registryOid: number, displayName: string, isOwn: boolean) => ({ registryOid, registryType: isOwn ? 'G' : 'T', displayName, identifier: null, isOwn });

function stubDebts() {
  const today = istanbulDate(new Date());
  return stubApi({
    RetrieveDebtorRegistries: () => [registry(1, 'AHMET YILMAZ', true), registry(2, 'ASİ GIDA', false)],
    RetrieveAccrumentModulTypes: (body) => types(body.registryInfoOid === 1 ? ahmetLines : companyLines),
    GetDeclarationAccrumentBalancesofEMunicipality: (body: RequestOf<'GetDeclarationAccrumentBalancesofEMunicipality'>) => {
      const date = body.delayFineCalculationDate ?? today;
      const lines = body.registryInfoOid === 1 ? ahmetLines : companyLines;
      return {
        registry: registry(body.registryInfoOid ?? 1, 'x', true),
        delayFineCalculationDate: date,
        isForecast: date > today,
        lines,
        totals: { principal: 0, delayFine: 0, total: 0 },
      };
    },
    CheckPayableSelection: () => ({ registryOid: 1, lines: [], totals: { principal: 0, delayFine: 0, total: 0 } }),
  });
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });
const payBar = () => screen.getByTestId('pay-bar');
const fineDate = () => screen.getByRole('textbox', { name: 'Gecikme zammı hesap tarihi' });
const typeDate = async (ddmmyyyy: string) => {
  await userEvent.clear(fineDate());
  await userEvent.type(fineDate(), ddmmyyyy);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const dayAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('/DebtQuestioning', () => {
  it('keeps a choice in one tab while the citizen chooses in another, counts them per tab and pays them all', async () => {
    const calls = stubDebts();
    const { router } = renderApp(routes, '/DebtQuestioning');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Bina) 2026/1 satırını seç' }));
    await userEvent.click(await tab(/Para Cezaları/));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'İdari para cezası 2025 satırını seç' }));

    expect(within(payBar()).getByText('Seçilen 2 borç')).toBeInTheDocument();
    expect(within(payBar()).getByTestId('selected-per-tab')).toHaveTextContent('Emlak Vergisi: 1, Para Cezaları: 1');
    // 1.200,50 + 3.124,00
    expect(within(payBar()).getByTestId('selected-total')).toHaveTextContent('4.324,50 ₺');
    await userEvent.click(await tab(/Emlak Vergisi/));
    expect(screen.getByRole('checkbox', { name: 'Emlak Vergisi (Bina) 2026/1 satırını seç' })).toBeChecked();

    await userEvent.click(within(payBar()).getByRole('button', { name: 'Öde' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ziraat-banka'));
    expect(calls.find((c) => c.name === 'CheckPayableSelection')!.body).toMatchObject({ registryInfoOid: 1, accrumentOidList: [11, 21] });
    expect(paymentBasket.read()).toMatchObject({ accrumentOidList: [11, 21], registryOid: 1 });
  });

  it('selects all of one tab without dropping the others, and starts again with nothing for another registry', async () => {
    stubDebts();
    renderApp(routes, '/DebtQuestioning');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Bina) 2026/1 satırını seç' }));
    await userEvent.click(await tab(/^Su/));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(within(payBar()).getByTestId('selected-per-tab')).toHaveTextContent('Emlak Vergisi: 1, Su: 1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(within(payBar()).getByTestId('selected-per-tab')).toHaveTextContent('Emlak Vergisi: 1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sicil' }));
    await userEvent.click(await screen.findByRole('option', { name: /ASİ GIDA/ }));
    await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Arsa) 2026/1 satırını seç' });
    expect(within(payBar()).getByText('Seçili borç yok')).toBeInTheDocument();
    expect(within(payBar()).queryByTestId('selected-per-tab')).toBeNull();
    expect(within(payBar()).getByRole('button', { name: 'Öde' })).toBeDisabled();
  });

  it('names the subscription of a water bill', async () => {
    stubDebts();
    renderApp(routes, '/DebtQuestioning');
    await userEvent.click(await tab(/^Su/));
    const row = (await screen.findByRole('checkbox', { name: 'Su faturası 2026/07 satırını seç' })).closest('tr')!;
    expect(row).toHaveTextContent('Abone No 1000001 · Bostancık Köyü Ilgın Cad. No:5');
    expect(row).toHaveTextContent('2026/07');
  });

  it('refuses a date before today and keeps the list at today', async () => {
    const calls = stubDebts();
    const today = istanbulDate(new Date());
    renderApp(routes, '/DebtQuestioning');
    await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Bina) 2026/1 satırını seç' });
    await typeDate('01.01.2020');
    expect(await screen.findByText(/Bugünden önceki bir tarih seçilemez/)).toBeInTheDocument();
    const asked = calls.filter((c) => c.name === 'GetDeclarationAccrumentBalancesofEMunicipality').map((c) => c.body.delayFineCalculationDate);
    expect(asked).not.toContain('2020-01-01');
    expect(asked.at(-1)).toBe(today);
    expect(screen.queryByTestId('fine-date-forecast')).toBeNull();
  });

  it('shows a later date as a forecast that cannot be paid, until the citizen returns to today', async () => {
    const calls = stubDebts();
    const today = istanbulDate(new Date());
    const later = dayAfter(today, 30);
    renderApp(routes, '/DebtQuestioning');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Bina) 2026/1 satırını seç' }));
    await typeDate(ddmmyyyy(later));
    expect(await screen.findByTestId('fine-date-forecast')).toHaveTextContent(`Tutarlar ${ddmmyyyy(later)} tarihine göre hesaplanmıştır`);
    expect(within(payBar()).getByRole('button', { name: 'Öde' })).toBeDisabled();
    expect(payBar()).toHaveTextContent('öngörüdür ve ödenemez');
    expect(within(payBar()).getByTestId('selected-total')).toHaveTextContent('Öngörülen tutar');
    // The choice survives the what-if.
    expect(within(payBar()).getByText('Seçilen 1 borç')).toBeInTheDocument();

    await userEvent.click(within(payBar()).getByRole('button', { name: 'Bugünün tutarlarına dön' }));
    await waitFor(() => expect(screen.queryByTestId('fine-date-forecast')).toBeNull());
    expect(fineDate()).toHaveValue(ddmmyyyy(today));
    expect(within(payBar()).getByRole('button', { name: 'Öde' })).toBeEnabled();
    expect(calls.some((c) => c.name === 'CheckPayableSelection')).toBe(false);
  });

  it('in English names the tabs and the debts in English, never with the Turkish catalogue words', async () => {
    await i18n.changeLanguage('en');
    stubDebts();
    renderApp(routes, '/DebtQuestioning');
    expect(await tab(/Property Tax \(2\)/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Property tax \(building\) 2026\/1/ })).toBeInTheDocument();
    await userEvent.click(await tab(/Fines/));
    expect(await screen.findByText('Administrative fine')).toBeInTheDocument();
    for (const turkish of ['Emlak Vergisi', 'Para Cezaları', 'İdari para cezası']) expect(document.body).not.toHaveTextContent(turkish);
  });
});
