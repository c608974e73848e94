import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import MyDataPage from '../my-data-page';

const downloads = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/csv', async (original) => ({ ...(await original<object>()), downloadBlob: (fileName: string) => downloads.push(fileName) }));
afterEach(() => {
  vi.unstubAllGlobals();
  downloads.length = 0;
});
const routes = [{ path: '/MyPersonalData', element: <MyDataPage /> }];

const personalData: ResponseOf<'GetMyPersonalData'> = {
  identity: {
    registryType: 'G',
    nationalId: '10000000146',
    taxNumber: null,
    firstName: 'AHMET',
    lastName: 'YILMAZ',
    title: null,
    fatherName: 'MEHMET',
    motherName: null,
    birthDate: '1980-04-12',
    birthPlace: 'ANTAKYA',
  },
  contact: { userName: '10000000146', gsm: '5321234567', email: 'ahmet@example.com.tr', memberSince: '2026-01-05T09:00:00.000Z', kvkkConsentAt: null },
  estates: [{ oid: 1, kind: 'Bina', address: 'Armutlu Mah. Kurtuluş Cad. No:5', blockNo: '120', parcelNo: '4', landArea: null, floorArea: 110, usageType: 'Konut' }],
  subscriptions: [],
  consents: [{ channel: 'sms', kind: 'reminder', given: true, wording: 'Hatırlatma SMS’i almak istiyorum.', wordingVersion: '1', recordedAt: '2026-02-01T08:00:00.000Z' }],
};
const accessLog: ResponseOf<'GetMyAccessLog'> = {
  staffAccesses: [{ at: '2026-11-20T11:30:00.000Z', role: 'COMPLAINTS_CLERK', unit: 'Halkla İlişkiler', screen: 'Şikayet ayrıntısı', reason: 'Başvuru ST-ABCDE-FGHJK' }],
  signIns: [{ at: '2026-11-27T06:30:00.000Z', method: 'edevlet', deviceClass: 'phone', success: true }],
};
const pdf = { bytes: new TextEncoder().encode('%PDF-1.7'), contentType: 'application/pdf', fileName: 'kisisel-verilerim.pdf', disposition: 'attachment' } as const;

describe('/MyPersonalData (KVKK art. 11)', () => {
  it('shows what the municipality holds about the member, with empty parts said so, and who opened the record', async () => {
    signInAs();
    stubApi({ GetMyPersonalData: () => personalData, GetMyAccessLog: () => accessLog });
    renderApp(routes, '/MyPersonalData');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kişisel Verilerim' })).toBeInTheDocument();
    const identity = await screen.findByRole('region', { name: 'Kimlik bilgileri' });
    expect(within(identity).getByText('AHMET YILMAZ')).toBeInTheDocument();
    expect(within(identity).getByText('12.04.1980')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'İletişim ve üyelik' })).getByText('(532) 123 45 67')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Taşınmazlar' })).getByRole('row', { name: /Bina.*Kurtuluş Cad.*120 \/ 4/ })).toBeInTheDocument();
    expect(screen.getByText('Adınıza su aboneliği yok.')).toBeInTheDocument();
    expect(screen.getByText(/SMS — Son ödeme günü hatırlatmaları/)).toHaveTextContent('İzin verildi (01.02.2026 11:00)');

    const staff = await screen.findByRole('table', { name: 'Kaydıma erişen belediye çalışanları' });
    expect(within(staff).getByText('Şikayet görevlisi / Halkla İlişkiler')).toBeInTheDocument();
    expect(within(staff).getByText('Başvuru ST-ABCDE-FGHJK')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Hesabıma girişler' })).getByText('Telefon')).toBeInTheDocument();
  });

  it('downloads the data in the format chosen, and says why when it cannot', async () => {
    signInAs();
    let refuse = false;
    const calls = stubApi({
      GetMyPersonalData: () => personalData,
      GetMyAccessLog: () => accessLog,
      GetMyPersonalDataFile: () => (refuse ? new Refusal(429, 'RATE_LIMITED', 'Çok fazla deneme yaptınız.') : pdf),
    });
    renderApp(routes, '/MyPersonalData');
    await userEvent.click(await screen.findByRole('button', { name: 'PDF olarak indir' }));
    await waitFor(() => expect(downloads).toEqual(['kisisel-verilerim.pdf']));
    expect(calls.find((c) => c.name === 'GetMyPersonalDataFile')!.body).toMatchObject({ format: 'pdf' });
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'JSON olarak indir' }));
    expect(await screen.findByText('Dosya indirilemedi: Çok fazla deneme yaptınız.')).toBeInTheDocument();
  });

  it('says the data could not be loaded', async () => {
    signInAs();
    stubApi({ GetMyPersonalData: () => new Refusal(503, 'SERVICE_UNAVAILABLE', 'Hizmet geçici olarak kullanılamıyor.'), GetMyAccessLog: () => accessLog });
    renderApp(routes, '/MyPersonalData');
    expect(await screen.findByText('Kişisel verileriniz yüklenemedi.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kimlik bilgileri' })).not.toBeInTheDocument();
  });
});
