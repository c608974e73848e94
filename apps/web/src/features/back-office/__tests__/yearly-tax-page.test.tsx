import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const revenueClerk: ResponseOf<'GetMyBackOfficeRoles'> = {
  userOid: 3,
  name: 'FATMA ŞAHİN',
  isAdmin: false,
  roles: ['REVENUE_CLERK'],
  queues: ['declarations', 'restructurings'],
  unitCodes: [],
};
const finished: NonNullable<ResponseOf<'GetBackOfficeYearlyAccrualRun'>> = {
  taxYear: new Date().getFullYear(),
  status: 'finished',
  runDate: `${new Date().getFullYear()}-01-05`,
  accrued: 2,
  accruedAmount: 123_456,
  declared: 1,
  alreadyAccrued: 40,
  notAssessed: [
    {
      kind: 'estate',
      subject: 'Arsa (taşınmaz 77)',
      realEstateOid: 77,
      registryOid: 12,
      outcome: 'noFacts',
      reason: 'Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: arsa alanı.',
    },
  ],
  notAssessedCount: 1,
};
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '64211142102', memberName: 'FATMA', memberSurname: 'ŞAHİN' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('the yearly accrual screen', () => {
  it('is in a revenue clerk’s menu, asks before it starts, and shows what the run did and why an estate was not computed', async () => {
    let run: typeof finished | null = null;
    const calls = stubApi({
      GetMyBackOfficeRoles: () => revenueClerk,
      GetBackOfficeYearlyAccrualRun: () => run,
      RunBackOfficeYearlyAccrual: () => (run = finished),
    });
    renderApp(area, '/yonetim');
    await userEvent.click(await screen.findByRole('link', { name: 'Yıllık Tahakkuk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yıllık Vergi Tahakkuku' })).toBeInTheDocument();
    expect(await screen.findByText(`${finished.taxYear} yılı için henüz tahakkuk yapılmadı.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tahakkuku Başlat' }));
    const dialog = await screen.findByRole('dialog', { name: `${finished.taxYear} yılı tahakkuku başlatılsın mı?` });
    expect(calls.filter((c) => c.name === 'RunBackOfficeYearlyAccrual')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Başlat' }));

    expect(await screen.findByText('05.01.' + finished.taxYear + ' tarihinde başlatılan tahakkuk tamamlandı.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'RunBackOfficeYearlyAccrual')).toEqual([expect.objectContaining({ body: expect.objectContaining({ taxYear: finished.taxYear }) })]);
    expect(screen.getByText('Yıllık vergi toplamı').nextSibling).toHaveTextContent('1.234,56');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notAssessed = screen.getByRole('region', { name: 'Hesaplanamayanlar' });
    expect(within(notAssessed).getByText('Emlak vergisi: Arsa (taşınmaz 77) · Sicil no 12 · Beyan yok, kayıt eksik')).toBeInTheDocument();
    expect(within(notAssessed).getByText('Neden: Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: arsa alanı.')).toBeInTheDocument();
    // A finished year cannot be started again from the screen.
    expect(screen.queryByRole('button', { name: 'Tahakkuku Başlat' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a year cannot be run', async () => {
    stubApi({
      GetMyBackOfficeRoles: () => revenueClerk,
      GetBackOfficeYearlyAccrualRun: () => null,
      RunBackOfficeYearlyAccrual: () => new Refusal(400, 'VALIDATION_FAILED', 'Vergi tabloları henüz tanımlanmamış.'),
    });
    renderApp(area, '/yonetim/yillik-tahakkuk');
    await userEvent.click(await screen.findByRole('button', { name: 'Tahakkuku Başlat' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Başlat' }));
    expect(await screen.findByText('Vergi tabloları henüz tanımlanmamış.')).toBeInTheDocument();
  });

  it('is not in the menu of a clerk without the revenue role', async () => {
    stubApi({ GetMyBackOfficeRoles: () => ({ ...revenueClerk, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'] }), GetBackOfficeDashboard: () => ({ queues: [] }) });
    renderApp(area, '/yonetim');
    expect(await screen.findByRole('link', { name: 'Bekleyen İşler' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yıllık Tahakkuk' })).not.toBeInTheDocument();
  });
});
