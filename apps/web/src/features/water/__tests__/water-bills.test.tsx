import type { ResponseOf, Subscription } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { WaterBills } from '../components/water-bills';
import { registerWaterBillTexts } from '../water-bill-texts';
import { i18next } from '../../../lib/i18n';

registerWaterBillTexts();
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('tr');
});

const subscription: Subscription = {
  subscriberInfoOid: 70,
  subscriberNo: '1000007',
  registryOid: 1,
  holderName: 'AHMET YILMAZ',
  subscriberType: 'G',
  subscriberTypeName: 'Gerçek',
  tariff: 'KONUT',
  meterNo: 'SY2080007',
  address: 'Bostancık Köyü Ilgın Cad. No:5',
  depositAmount: 0,
  waterLineStatus: 1,
  waterLineStatusName: 'Aktif',
  startedOn: '2024-10-26',
  endedOn: null,
};
type Bill = ResponseOf<'GetWaterBills'>['bills'][number];
const bill = (period: string, m3: number, over: Partial<Bill> = {}): Bill => ({
  subscriptionOid: 70,
  period,
  billDate: `${period}-28`,
  dueDate: `${period}-28`,
  fromDate: `${period}-01`,
  toDate: `${period}-26`,
  days: 30,
  consumptionM3: m3,
  estimateReason: null,
  total: m3 * 3000,
  accrumentOid: 1,
  fromIndex: 1000,
  toIndex: 1000 + m3,
  lines: [{ kind: 'consumption', description: 'Tüketim (30 gün)', quantityMilliM3: m3 * 1000, unitPrice: null, amount: 0 }],
  ...over,
});
const october = bill('2026-10', 17, {
  fromIndex: 1627,
  toIndex: 1644,
  fromDate: '2026-09-26',
  toDate: '2026-10-26',
  total: 62_573,
  lines: [
    { kind: 'consumption', description: 'Tüketim (30 gün)', quantityMilliM3: 17_000, unitPrice: null, amount: 0 },
    { kind: 'water', description: 'Su bedeli 1. kademe', quantityMilliM3: 15_000, unitPrice: 2250, amount: 33_750 },
    { kind: 'wastewater', description: 'Atık su bedeli 1. kademe', quantityMilliM3: 15_000, unitPrice: 1125, amount: 16_875 },
    { kind: 'vat', description: 'KDV (%1)', quantityMilliM3: null, unitPrice: 100, amount: 506 },
    { kind: 'environmentTax', description: 'Çevre temizlik vergisi', quantityMilliM3: 17_000, unitPrice: 200, amount: 3400 },
  ],
});
const readings = (openToday: boolean): ResponseOf<'GetWaterMeterReadings'> => ({
  meterNo: 'SY2080007',
  readings: [{ readOn: '2026-10-26', meterNo: 'SY2080007', meterIndex: 1644, meterStatus: 1, kind: 'reading', source: 'reader' }],
  selfReading: { firstDay: 20, lastDay: 28, openToday },
});
const view = [{ path: '/WaterDebts', element: <WaterBills subscription={subscription} /> }];

describe('a subscription’s bills', () => {
  it('in English names every line by its kind, not by the bill’s Turkish text', async () => {
    await i18next.changeLanguage('en');
    stubApi({ GetWaterBills: () => ({ bills: [october] }), GetWaterMeterReadings: () => readings(false) });
    renderApp(view, '/WaterDebts');
    const lines = await screen.findByRole('table', { name: /2026\/10.*Why this amount\?/ });
    expect(within(lines).getByRole('row', { name: /^Water, block 1/ })).toHaveTextContent(/15 m³.*22\.50.*337\.50/);
    expect(within(lines).getByRole('row', { name: /Wastewater, block 1/ })).toHaveTextContent('168.75');
    expect(within(lines).getByRole('row', { name: /VAT \(1%\)/ })).toHaveTextContent('5.06');
    expect(within(lines).getByRole('row', { name: /Environmental cleaning tax/ })).toHaveTextContent('34.00');
    expect(lines).not.toHaveTextContent(/kademe|Atık su|KDV|Çevre|Tüketim/);
  });

  it('shows the newest bill’s reading and why it costs what it does, and the consumption as text and as a table', async () => {
    stubApi({ GetWaterBills: () => ({ bills: [october, bill('2026-09', 22), bill('2026-08', 26)] }), GetWaterMeterReadings: () => readings(false) });
    renderApp(view, '/WaterDebts');
    const lines = await screen.findByRole('table', { name: '2026/10 faturası: Bu tutar nasıl hesaplandı?' });
    expect(within(lines).getByRole('row', { name: /Su bedeli 1. kademe/ })).toHaveTextContent(/15 m³.*22,50.*337,50/);
    expect(within(lines).getByRole('row', { name: /KDV/ })).toHaveTextContent('5,06');
    expect(within(lines).getByRole('row', { name: /Toplam/ })).toHaveTextContent('625,73');
    expect(screen.getByText('1627 m³ · 26.09.2026')).toBeInTheDocument();
    expect(screen.getByText('1644 m³ · 26.10.2026')).toBeInTheDocument();
    expect(screen.getAllByText('Abone no 1000007 · Bostancık Köyü Ilgın Cad. No:5')).toHaveLength(3);
    const figure = screen.getByRole('figure', { name: 'Aylık tüketim (m³)' });
    expect(figure).toHaveAccessibleDescription(/en az 17 m³ \(2026\/10\), en çok 26 m³ \(2026\/08\), son dönem 17 m³/);
    await userEvent.click(within(figure).getByRole('button', { name: 'Grafiğin değerlerini tablo olarak göster' }));
    const table = within(figure).getByRole('table', { name: 'Tüketim tablosu' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DönemTüketim (m³)', '2026/0826', '2026/0922', '2026/1017']);
    expect(screen.getByText('Endeks bildirimi her ayın 20-28. günleri arasında yapılabilir.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sayaç endeksi (m³)' })).toBeNull();
  });

  it('marks a cut line’s final bill and says what it is', async () => {
    stubApi({
      GetWaterBills: () => ({ bills: [bill('2027-02', 12, { final: true, fromDate: '2027-01-31', toDate: '2027-02-15', days: 15, total: 11_567 }), bill('2027-01', 22)] }),
      GetWaterMeterReadings: () => readings(false),
    });
    renderApp(view, '/WaterDebts');
    expect(await screen.findByText('Son fatura')).toBeInTheDocument();
    expect(screen.getByText(/son endeksle kesilen son faturadır; güvence bedelinizden mahsup edilir/)).toBeInTheDocument();
    expect(screen.getAllByText('Son fatura')).toHaveLength(1);
  });

  it('keeps a bill an appeal cancelled, marked, beside the new one, and leaves it out of the chart', async () => {
    stubApi({
      GetWaterBills: () => ({ bills: [bill('2027-01', 22, { total: 20_829 }), bill('2027-01', 30, { cancelled: true, total: 30_040 })] }),
      GetWaterMeterReadings: () => readings(false),
    });
    renderApp(view, '/WaterDebts');
    expect(await screen.findByText('İptal edildi')).toBeInTheDocument();
    expect(screen.getByText(/itirazınız üzerine iptal edildi/)).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Aylık tüketim (m³)' });
    expect(figure).toHaveAccessibleDescription(/son dönem 22 m³/);
  });

  it('marks an estimate and says why', async () => {
    stubApi({
      GetWaterBills: () => ({ bills: [bill('2026-10', 14, { estimateReason: 'meterNotWorking', fromIndex: null, toIndex: null })] }),
      GetWaterMeterReadings: () => readings(false),
    });
    renderApp(view, '/WaterDebts');
    expect(await screen.findByText('Sayaç çalışmadığı için ortalama tüketimden tahmin edildi.')).toBeInTheDocument();
    expect(screen.getByText('Tahmini')).toBeInTheDocument();
    expect(screen.queryByText('Önceki endeks')).toBeNull();
  });

  it('takes the subscriber’s own reading in the window, confirmed after the server’s warning', async () => {
    const calls = stubApi({
      GetWaterBills: () => ({ bills: [] }),
      GetWaterMeterReadings: () => readings(true),
      EnterWaterMeterReading: (body) =>
        body.confirmed
          ? { readingOid: 5, subscriptionOid: 70, meterNo: 'SY2080007', meterIndex: 1900, meterStatus: 1, readOn: '2026-11-22' }
          : new Refusal(422, 'WATER_READING_UNUSUAL', 'Girilen endeks ortalama tüketimden çok farklı.'),
    });
    renderApp(view, '/WaterDebts');
    expect(await screen.findByText('Bu abonelik için sayaç okumasından kesilmiş fatura henüz yok.')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sayaç endeksi (m³)' }), '1900');
    await userEvent.click(screen.getByRole('button', { name: 'Endeksi Bildir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ortalama tüketimden çok farklı');
    await userEvent.click(screen.getByRole('button', { name: 'Endeks doğru, onaylıyorum' }));
    expect(await screen.findByText('Endeksiniz (1900 m³) alındı.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'EnterWaterMeterReading').map((c) => c.body)).toMatchObject([
      { subscriptionOid: 70, meterIndex: 1900, confirmed: false },
      { subscriptionOid: 70, meterIndex: 1900, confirmed: true },
    ]);
  });
});
