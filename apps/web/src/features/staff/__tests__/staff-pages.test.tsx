import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import EnforcementPage from '../enforcement-page';
import PayrollPage from '../payroll-page';

const employee: ResponseOf<'RetrieveEmployeeDetailedInformation'> = {
  employeeCorporationRegistryNumber: '100117',
  identityNumber: '64211142102',
  name: 'FATMA',
  surname: 'ŞAHİN',
  title: 'Şef',
  department: 'Mali Hizmetler Müdürlüğü',
  staffCategory: 'memur',
  cadreDegree: 3,
  cadreStep: 4,
  maskedIban: 'TR00 0001 **** **** **** 0117',
  startedOn: '2008-09-01',
  serviceYears: 18,
};

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '64211142102' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('staff screens', () => {
  it('show a member who is not an employee the explanation page, and ask for nothing else', async () => {
    const calls = stubApi({ IsEmployeeActive: () => false });
    renderApp([{ path: '/maas-bordrosu', element: <PayrollPage /> }], '/maas-bordrosu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu ekran belediye personeli içindir' })).toBeInTheDocument();
    expect(calls.map((c) => c.name)).toEqual(['IsEmployeeActive']);
    expect(calls[0]!.body).toMatchObject({ identityNumber: '64211142102' });
  });

  it("show an employee's enforcement files and the cuts by payroll month, amounts formatted from kuruş", async () => {
    stubApi({
      IsEmployeeActive: () => true,
      RetrieveEmployeeDetailedInformation: () => employee,
      RetrieveEnforcementInformation: () => ({
        files: [
          {
            fileNumber: '2025/4471',
            officeName: 'Ankara 12. İcra Dairesi',
            officeCityName: 'ANKARA',
            creditorName: 'ORONTES A.Ş.',
            isAlimony: false,
            notifiedOn: '2025-06-20',
            queueNo: 2,
            totalAmount: 12_000_000,
            monthlyCut: 750_000,
            cutTotal: 10_500_000,
            remaining: 1_500_000,
            status: 'active',
          },
        ],
        cuts: [{ year: 2026, month: 11, fileNumber: '2025/4471', amount: 750_000 }],
      }),
    });
    renderApp([{ path: '/icra-bilgileri', element: <EnforcementPage /> }], '/icra-bilgileri');
    const files = await screen.findByRole('table', { name: 'İcra Dosyaları' });
    const row = within(files).getByRole('row', { name: /2025\/4471/ });
    expect(row).toHaveTextContent('Kesinti yapılıyor');
    expect(row).toHaveTextContent('15.000,00 ₺');
    expect(within(screen.getByRole('table', { name: 'Bordro Aylarına Göre Kesintiler' })).getByRole('row', { name: /Kasım 2026/ })).toHaveTextContent('7.500,00 ₺');
    expect(screen.getByText(/FATMA ŞAHİN · Sicil No 100117/)).toBeInTheDocument();
  });

  it("say when the current month's payslip is still hidden", async () => {
    stubApi({
      IsEmployeeActive: () => true,
      RetrieveEmployeeDetailedInformation: () => employee,
      GetEmployeeScoreCardAccrumentSummaries: () => ({
        years: [2026],
        year: 2026,
        months: [],
        slip: null,
        hiddenUntil: '2026-11-15',
        yearTotals: { grossTotal: 0, incomeTax: 0, stampDuty: 0, socialSecurity: 0, unemploymentInsurance: 0, enforcement: 0, otherDeductions: 0, deductionTotal: 0, netPay: 0 },
      }),
    });
    renderApp([{ path: '/maas-bordrosu', element: <PayrollPage /> }], '/maas-bordrosu');
    expect(await screen.findByText('Bu ayın bordrosu 15.11.2026 tarihinden itibaren görüntülenebilecektir.')).toBeInTheDocument();
    expect(screen.getByText('Bu yıl için görüntülenebilir bordro bulunmuyor.')).toBeInTheDocument();
  });
});
