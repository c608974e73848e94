import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

type Item = ResponseOf<'GetBackOfficeWaterLateDebts'>['items'][number];

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'EMİNE KARA', isAdmin: false, roles: ['WATER_CLERK'], queues: [], unitCodes: [] };
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];
const late = (over: Partial<Item>): Item => ({
  subscriptionOid: 70,
  subscriberNo: '1000007',
  holderName: 'AHMET YILMAZ',
  address: 'Bostancık Köyü Ilgın Cad. No:5',
  waterLineStatus: 1,
  waterLineStatusName: 'Aktif',
  overdueAmount: 35_050,
  overdueBills: 2,
  oldestDueDate: '2026-10-15',
  openCase: null,
  ...over,
});

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '11111111110', memberName: 'EMİNE', memberSurname: 'KARA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('late debts', () => {
  it('lists by amount in kuruş, sends the chosen notices and says why one was not sent', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeWaterLateDebts: () => ({
        items: [late({}), late({ subscriptionOid: 71, subscriberNo: '1000008', holderName: 'AYŞE DEMİR' })],
        overThreshold: 2,
        noticeDays: 15,
      }),
      RunBackOfficeWaterLateDebtOperation: () => ({
        done: [{ subscriptionOid: 70, caseOid: 5, noticeNo: 'IHB-2026-000005' }],
        skipped: [{ subscriptionOid: 71, reason: 'Su hattı aktif değil.' }],
      }),
    });
    renderApp(area, '/yonetim/geciken-su-borclari');
    const minimum = await screen.findByLabelText('Asgari geciken borç (TL)');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '350,50');
    await userEvent.click(screen.getByRole('button', { name: 'Listele' }));
    const table = await screen.findByRole('table');
    expect(calls.find((c) => c.name === 'GetBackOfficeWaterLateDebts')?.body).toMatchObject({ queryType: 1, minimum: 35_050 });
    expect(within(table).getByRole('row', { name: /1000007/ })).toHaveTextContent('350,50');
    expect(screen.getByText(/15 günlük ödeme süresi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(screen.getByText('2 abone seçildi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'İhbarname Gönder' }));
    expect(await screen.findByText('1 abone için işlem yapıldı.')).toBeInTheDocument();
    expect(screen.getByText('1000008: Su hattı aktif değil.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'RunBackOfficeWaterLateDebtOperation')?.body).toMatchObject({ operationType: 1, subscriptionOids: [70, 71] });
  });

  it('shows where a case stands and records the crew’s cut with the version the clerk saw', async () => {
    const openCase = {
      caseOid: 5,
      status: 'cutOrdered' as const,
      statusName: 'Su kesim iş emri verildi',
      noticeNo: 'IHB-2026-000005',
      noticedAt: '2026-12-01T07:00:00.000Z',
      payBy: '2026-12-16',
      overdueAmountAtNotice: 35_050,
      version: 3,
      actions: ['recordCut' as const],
      cutDue: false,
      reconnectionFee: null,
    };
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeWaterLateDebts: () => ({ items: [late({ waterLineStatus: 2, waterLineStatusName: 'Kesme Talebi Gönderildi', openCase })], overThreshold: 0, noticeDays: 15 }),
      ActOnBackOfficeWaterLateDebtCase: () => ({ ...openCase, status: 'cut', statusName: 'Su kesildi', actions: [], version: 4 }),
    });
    renderApp(area, '/yonetim/geciken-su-borclari');
    await userEvent.selectOptions(await screen.findByLabelText('Sorgu türü'), 'Fatura Sayısı');
    await userEvent.click(screen.getByRole('button', { name: 'Listele' }));
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /1000007/ });
    expect(row).toHaveTextContent('Su kesim iş emri verildi');
    expect(row).toHaveTextContent('IHB-2026-000005 · Son ödeme: 16.12.2026');
    expect(calls.find((c) => c.name === 'GetBackOfficeWaterLateDebts')?.body).toMatchObject({ queryType: 2, minimum: 2 });
    await userEvent.click(within(row).getByRole('button', { name: 'Kesildi' }));
    expect(calls.find((c) => c.name === 'ActOnBackOfficeWaterLateDebtCase')?.body).toMatchObject({ caseOid: 5, version: 3, action: 'recordCut' });
  });
});
