import { istanbulDate, type ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'EMİNE KARA', isAdmin: false, roles: ['WATER_CLERK'], queues: ['waterCancellations'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = { units: [], complaintCategories: [], districts: [{ districtCode: 12, name: 'BOSTANCIK' }], colleagues: [] };
const item = (over: Partial<ResponseOf<'GetBackOfficeWaterReadingRoute'>['items'][number]> = {}) => ({
  subscriptionOid: 70,
  subscriberNo: '1000007',
  holderName: 'AHMET YILMAZ',
  address: 'Bostancık Köyü Ilgın Cad. No:5',
  meterNo: 'SY2080007',
  lastIndex: 1644,
  lastReadOn: '2026-10-26',
  ...over,
});
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '11111111110', memberName: 'EMİNE', memberSurname: 'KARA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('reading route', () => {
  it('lists the district’s meters, shows the server’s warning, and takes the reading once the reader confirms it', async () => {
    let read = false;
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeWaterReadingRoute: () => ({ items: [read ? item({ lastIndex: 1844, lastReadOn: istanbulDate(new Date()) }) : item()] }),
      EnterBackOfficeWaterReading: (body) => {
        if (!body.confirmed) return new Refusal(422, 'WATER_READING_UNUSUAL', 'Girilen endeks ortalama tüketimden çok farklı; lütfen kontrol edip onaylayınız.');
        read = true;
        return { readingOid: 1, subscriptionOid: 70, meterNo: 'SY2080007', meterIndex: 1844, meterStatus: 1, readOn: istanbulDate(new Date()) };
      },
    });
    renderApp(area, '/yonetim/endeks-okuma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Endeks Okuma' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'BOSTANCIK' });
    await userEvent.selectOptions(screen.getByLabelText('Mahalle'), 'BOSTANCIK');
    const card = await screen.findByRole('listitem', { name: 'Abone no 1000007' });
    expect(within(card).getByText('1644 m³')).toBeInTheDocument();
    expect(within(card).getByText('SY2080007')).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Endeks (m³)' }), '18a44');
    await userEvent.click(within(card).getByRole('button', { name: 'Kaydet' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('ortalama tüketimden çok farklı');
    await userEvent.click(within(card).getByRole('button', { name: 'Endeksi onayla ve kaydet' }));
    expect(await within(card).findByText('Bugün okundu')).toBeInTheDocument();
    expect(within(card).getByText('1844 m³')).toBeInTheDocument();
    expect(screen.getByText('1 / 1 abonelik okundu')).toBeInTheDocument();
    const readings = calls.filter((c) => c.name === 'EnterBackOfficeWaterReading').map((c) => c.body);
    expect(readings).toMatchObject([
      { subscriptionOid: 70, meterStatus: 1, meterIndex: 1844, confirmed: false },
      { subscriptionOid: 70, meterStatus: 1, meterIndex: 1844, confirmed: true },
    ]);
  });

  it('records a broken meter without an index', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeWaterReadingRoute: () => ({ items: [item()] }),
      EnterBackOfficeWaterReading: () => ({ readingOid: 2, subscriptionOid: 70, meterNo: 'SY2080007', meterIndex: null, meterStatus: 2, readOn: '2026-11-29' }),
    });
    renderApp(area, '/yonetim/endeks-okuma');
    await screen.findByRole('option', { name: 'BOSTANCIK' });
    await userEvent.selectOptions(screen.getByLabelText('Mahalle'), 'BOSTANCIK');
    const card = await screen.findByRole('listitem', { name: 'Abone no 1000007' });
    await userEvent.click(within(card).getByRole('button', { name: 'Çalışmıyor' }));
    expect(within(card).queryByRole('textbox', { name: 'Endeks (m³)' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.name === 'EnterBackOfficeWaterReading').map((c) => c.body)).toMatchObject([{ subscriptionOid: 70, meterStatus: 2, confirmed: false }]),
    );
    expect(calls.find((c) => c.name === 'EnterBackOfficeWaterReading')?.body).not.toHaveProperty('meterIndex');
  });
});

describe('tariffs', () => {
  it('lists the versions, sends the blocks editor’s prices in kuruş and shows the server’s refusal', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeWaterTariffs: () => ({
        tariffs: [
          {
            tariffOid: 1,
            subscriberType: 'G',
            effectiveFrom: '2026-01-01',
            fixedCharge: 0,
            environmentTax: true,
            reconnectionFee: 45_000,
            blocks: [
              { upperLimitM3: 15, waterPrice: 2250, wastewaterPrice: 1125 },
              { upperLimitM3: null, waterPrice: 3150, wastewaterPrice: 1575 },
            ],
          },
        ],
        taxRates: [{ kind: 'KDV', effectiveFrom: '2026-01-01', value: 100 }],
        reductions: [],
      }),
      AddBackOfficeWaterTariff: () => new Refusal(422, 'WATER_TARIFF_DATE_NOT_FUTURE', 'Tarife yalnızca ileri bir tarihten geçerli olabilir.'),
    });
    renderApp(area, '/yonetim/su-tarifeleri');
    const version = await screen.findByRole('table', { name: 'Konut (gerçek kişi) · 01.01.2026 tarihinden itibaren' });
    expect(within(version).getByRole('row', { name: /15 m³ e kadar/ })).toHaveTextContent('22,50');
    expect(within(version).getByRole('row', { name: /15 m³ üzeri/ })).toHaveTextContent('31,50');
    expect(screen.getByText(/Açma-kapama bedeli: 450,00/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Geçerlilik tarihi'), '2026-11-01');
    await userEvent.clear(screen.getByLabelText('Açma-kapama bedeli (TL)'));
    await userEvent.type(screen.getByLabelText('Açma-kapama bedeli (TL)'), '375,50');
    await userEvent.type(screen.getByLabelText('1. Üst sınır (m³ / 30 gün)'), '20');
    await userEvent.type(screen.getByLabelText('1. Su (TL/m³)'), '24,75');
    await userEvent.type(screen.getByLabelText('1. Atık su (TL/m³)'), '12,40');
    await userEvent.type(screen.getByLabelText('2. Su (TL/m³)'), '33');
    await userEvent.type(screen.getByLabelText('2. Atık su (TL/m³)'), '16,5');
    await userEvent.click(screen.getByRole('button', { name: 'Tarifeyi kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tarife yalnızca ileri bir tarihten geçerli olabilir.');
    expect(calls.find((c) => c.name === 'AddBackOfficeWaterTariff')?.body).toMatchObject({
      subscriberType: 'G',
      effectiveFrom: '2026-11-01',
      fixedCharge: 0,
      reconnectionFee: 37_550,
      environmentTax: true,
      blocks: [
        { upperLimitM3: 20, waterPrice: 2475, wastewaterPrice: 1240 },
        { upperLimitM3: null, waterPrice: 3300, wastewaterPrice: 1650 },
      ],
    });
  });
});

describe('billing run', () => {
  it('runs the period, shows what it made and opens a subscription’s bill with its lines', async () => {
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      RunBackOfficeWaterBilling: (body) => ({
        period: body.period,
        status: 'finished',
        billDate: '2026-11-29',
        dueDate: '2026-12-14',
        billCount: 1,
        skippedCount: 347,
        total: 52_000,
      }),
      GetBackOfficeWaterBill: (body) =>
        body.subscriberNo === '1000007'
          ? {
              subscriptionOid: 70,
              period: '2026-10',
              billDate: '2026-11-29',
              dueDate: '2026-12-14',
              fromDate: '2026-09-26',
              toDate: '2026-10-26',
              days: 30,
              consumptionM3: 17,
              estimateReason: null,
              total: 52_000,
              accrumentOid: 9,
              lines: [
                { kind: 'consumption', description: 'Tüketim (30 gün)', quantityMilliM3: 17_000, unitPrice: null, amount: 0 },
                { kind: 'water', description: 'Su bedeli 1. kademe', quantityMilliM3: 15_000, unitPrice: 2250, amount: 33_750 },
              ],
            }
          : new Refusal(404, 'WATER_BILL_NOT_FOUND', 'Bu dönem için fatura bulunamadı.'),
    });
    renderApp(area, '/yonetim/su-faturalama');
    const period = await screen.findByLabelText('Dönem');
    await userEvent.clear(period);
    await userEvent.type(period, '2026-10');
    await userEvent.click(screen.getByRole('button', { name: 'Faturalamayı başlat' }));
    expect(await screen.findByRole('heading', { name: '2026/10 dönemi faturalaması · Tamamlandı' })).toBeInTheDocument();
    expect(screen.getByTestId('bill-count')).toHaveTextContent('1');
    expect(screen.getByTestId('skipped-count')).toHaveTextContent('347');
    expect(screen.getByTestId('run-total')).toHaveTextContent('520,00');
    await userEvent.type(screen.getByLabelText('Abone no'), '1000007');
    await userEvent.click(screen.getByRole('button', { name: 'Faturayı göster' }));
    const lines = await screen.findByRole('table', { name: '1000007 abone no, 2026/10 faturası' });
    expect(within(lines).getByRole('row', { name: /Su bedeli 1. kademe/ })).toHaveTextContent(/15 m³.*22,50.*337,50/);
    expect(within(lines).getByRole('row', { name: /Toplam/ })).toHaveTextContent('520,00');
  });
});
