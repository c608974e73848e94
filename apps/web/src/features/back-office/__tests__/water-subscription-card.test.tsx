import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'EMİNE KARA', isAdmin: false, roles: ['WATER_CLERK'], queues: [], unitCodes: [] };
const tariffs: ResponseOf<'GetBackOfficeWaterTariffs'> = { tariffs: [], taxRates: [], reductions: [{ code: 'DISABLED', name: 'Engelli', rateBp: 5000 }] };
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

function cardOf(reductionCode: string | null, meterNo = 'SY2080007'): ResponseOf<'GetBackOfficeWaterSubscription'> {
  return {
    subscriptionOid: 70,
    subscriberNo: '1000007',
    holderName: 'AHMET YILMAZ',
    address: 'Bostancık Köyü Ilgın Cad. No:5',
    subscriberType: 'G',
    waterLineStatus: 'Açık',
    active: true,
    meterNo,
    lastIndex: 1644,
    lastReadOn: '2026-10-26',
    reduction: reductionCode ? { code: 'DISABLED', name: 'Engelli', rateBp: 5000 } : null,
    reductionChanges: reductionCode
      ? [{ reductionCode: 'DISABLED', name: 'Engelli', reason: 'Sağlık kurulu raporu teslim edildi.', changedAt: '2026-11-20T09:00:00.000Z', changedBy: 'EMİNE KARA' }]
      : [],
    meters: [{ meterNo, startIndex: 12, startedOn: '2020-05-04', finalIndex: null, endedOn: null }],
  };
}

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '11111111110', memberName: 'EMİNE', memberSurname: 'KARA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('the water subscription card', () => {
  it('gives a reduction only with a reason, keeping the server’s message on the field, and shows it in the history', async () => {
    let reduced = false;
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => ({ units: [], complaintCategories: [], districts: [], colleagues: [] }),
      GetBackOfficeWaterTariffs: () => tariffs,
      GetBackOfficeWaterSubscription: () => cardOf(reduced ? 'DISABLED' : null),
      SetBackOfficeWaterReduction: (body: RequestOf<'SetBackOfficeWaterReduction'>) => {
        if (body.reason.length < 10) return new Refusal(400, 'VALIDATION_FAILED', 'Girilen bilgileri kontrol ediniz.', { reason: 'Gerekçe en az 10 karakter olmalıdır.' });
        reduced = true;
        return { subscriptionOid: 70, reductionCode: body.reductionCode };
      },
    });
    renderApp(area, '/yonetim/su-aboneleri?no=1000007');
    expect(await screen.findByRole('heading', { name: 'Abone 1000007' })).toBeInTheDocument();
    expect(screen.getByText('AHMET YILMAZ')).toBeInTheDocument();
    expect(screen.getByText('Bu abonelikte indirim değişikliği yapılmadı.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'İndirimi değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'İndirimi değiştir' });
    await screen.findByRole('option', { name: 'Engelli (%50 indirim)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Uygulanacak indirim'), 'DISABLED');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'eksik');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect(await within(dialog).findByText('Gerekçe en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Gerekçe' })).toHaveValue('eksik');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), ' belge: sağlık kurulu raporu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'İndirimi kaydet' }));
    expect(await screen.findByText('Sağlık kurulu raporu teslim edildi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'SetBackOfficeWaterReduction').map((c) => c.body)).toMatchObject([
      { subscriptionOid: 70, reductionCode: 'DISABLED', reason: 'eksik' },
      { subscriptionOid: 70, reductionCode: 'DISABLED', reason: 'eksik belge: sağlık kurulu raporu' },
    ]);
  });

  it('replaces a meter: an empty final index is asked for, an unreadable one is sent as such', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => ({ units: [], complaintCategories: [], districts: [], colleagues: [] }),
      GetBackOfficeWaterSubscription: () => cardOf(null),
      ReplaceBackOfficeWaterMeter: (body: RequestOf<'ReplaceBackOfficeWaterMeter'>) => ({ subscriptionOid: 70, meterNo: body.newMeterNo, startIndex: body.newMeterStartIndex }),
    });
    renderApp(area, '/yonetim/su-aboneleri?no=1000007');
    await userEvent.click(await screen.findByRole('button', { name: 'Sayaç değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sayaç değiştir' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yeni sayaç no/ }), 'SY9990001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yeni sayacın ilk endeksi/ }), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sayacı değiştir' }));
    expect(await within(dialog).findByText('Eski sayacın son endeksini giriniz ya da okunamadığını işaretleyiniz.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'ReplaceBackOfficeWaterMeter')).toBe(false);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Eski sayacın endeksi okunamıyor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sayacı değiştir' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.name === 'ReplaceBackOfficeWaterMeter').map((c) => c.body)).toMatchObject([
      { subscriptionOid: 70, oldMeterFinalIndex: null, newMeterNo: 'SY9990001', newMeterStartIndex: 4 },
    ]);
  });

  it('says so when no subscription has the number', async () => {
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => ({ units: [], complaintCategories: [], districts: [], colleagues: [] }),
      GetBackOfficeWaterSubscription: () => new Refusal(404, 'NOT_FOUND', 'Kayıt bulunamadı.'),
    });
    renderApp(area, '/yonetim/su-aboneleri');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Abone no' }), '99a999');
    await userEvent.click(screen.getByRole('button', { name: 'Aboneliği aç' }));
    expect(await screen.findByText('Bu numarada bir abonelik bulunamadı.')).toBeInTheDocument();
  });
});
