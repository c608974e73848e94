import type { ResponseOf } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import { CancellationLookup } from '../components/cancellation-lookup';
import { registerWaterTexts } from '../water-texts';

const downloads = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/csv', async (original) => ({ ...(await original<object>()), downloadBlob: (fileName: string) => downloads.push(fileName) }));
afterEach(async () => {
  vi.unstubAllGlobals();
  downloads.length = 0;
  await i18next.changeLanguage('tr');
});
registerWaterTexts();

const application: ResponseOf<'GetContractCancellationStatus'> = {
  trackingNumber: 'AI-BK8AE-9UZFK',
  applicationType: 6,
  applicationTypeName: 'Abonelik İptali',
  subscriberNo: '1000006',
  status: 'received',
  stage: 'received',
  steps: [{ stage: 'received', at: '2026-11-23T09:11:00.000Z' }],
  waterLineStatus: 2,
  waterLineStatusName: 'Kesme Talebi Gönderildi',
  waterLineCuttingDate: '2026-11-26',
  depositReturnType: 1,
  depositReturnTypeName: 'IBAN numarasına iade',
  maskedIban: 'TR** **** **** **** **** 8413 26',
  bankBranchName: null,
  depositAmount: 96_840,
  setOffAmount: 24_010,
  refundAmount: 72_830,
  createdAt: '2026-11-23T09:11:00.000Z',
  history: [],
};
const petition = {
  bytes: new TextEncoder().encode('%PDF-1.7'),
  contentType: 'application/pdf',
  fileName: 'abonelik-iptal-dilekcesi-AI-BK8AE-9UZFK.pdf',
  disposition: 'attachment',
} as const;
const routes = [{ path: '/ContractCancellation', element: <CancellationLookup initialTrackingNumber="AI-BK8AE-9UZFK" initialGsm="5337654321" /> }];

describe('the cancellation petition', () => {
  it('is downloaded with the tracking number and the phone the application was found by', async () => {
    const calls = stubApi({ GetContractCancellationStatus: () => application, GetContractCancellationPetition: () => petition });
    renderApp(routes, '/ContractCancellation');
    await userEvent.click(await screen.findByRole('button', { name: 'Sorgula' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dilekçeyi İndir (PDF)' }));
    await vi.waitFor(() => expect(downloads).toEqual(['abonelik-iptal-dilekcesi-AI-BK8AE-9UZFK.pdf']));
    expect(calls.find((c) => c.name === 'GetContractCancellationPetition')!.body).toMatchObject({ trackingNumber: 'AI-BK8AE-9UZFK', gsmNumber: '5337654321' });
    expect(screen.queryByText('Dilekçe belediyeye verildiği için Türkçe basılır.')).not.toBeInTheDocument();
  });

  it('is said, on an English screen, to be printed in Turkish because it is submitted to the municipality', async () => {
    stubApi({ GetContractCancellationStatus: () => application });
    await i18next.changeLanguage('en');
    renderApp(routes, '/ContractCancellation');
    await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('button', { name: 'Download the petition (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('The petition is printed in Turkish because it is submitted to the municipality.')).toBeInTheDocument();
  });

  it('says why when the petition cannot be had', async () => {
    stubApi({ GetContractCancellationStatus: () => application, GetContractCancellationPetition: () => new Refusal(404, 'CANCELLATION_NOT_FOUND', 'Başvuru bulunamadı.') });
    renderApp(routes, '/ContractCancellation');
    await userEvent.click(await screen.findByRole('button', { name: 'Sorgula' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dilekçeyi İndir (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Başvuru bulunamadı.');
    expect(downloads).toEqual([]);
  });

  it('shows the step the clerks reached, with each step and its time, though the application is still open', async () => {
    stubApi({
      GetContractCancellationStatus: () => ({
        ...application,
        stage: 'refundApproved',
        steps: [
          { stage: 'received', at: '2026-11-23T09:11:00.000Z' },
          { stage: 'cutOrdered', at: '2026-11-24T07:00:00.000Z' },
          { stage: 'lineCut', at: '2026-11-26T08:30:00.000Z' },
          { stage: 'refundApproved', at: '2026-11-27T11:00:00.000Z' },
        ],
      }),
    });
    renderApp(routes, '/ContractCancellation');
    await userEvent.click(await screen.findByRole('button', { name: 'Sorgula' }));
    const steps = await screen.findByRole('list', { name: 'Başvurunuzun adımları' });
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Başvurunuz alındı23.11.2026 12:11',
      'Su kesim iş emri verildi24.11.2026 10:00',
      'Su hattı kesildi, kesin hesap çıkarıldı26.11.2026 11:30',
      'Güvence bedeli iadesi onaylandı27.11.2026 14:00',
    ]);
    expect(screen.getAllByText('Güvence bedeli iadesi onaylandı')).toHaveLength(2);
  });
});
