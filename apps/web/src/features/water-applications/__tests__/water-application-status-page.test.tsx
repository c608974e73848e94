import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import WaterApplicationStatusPage from '../water-application-status-page';

// The file input sits hidden inside its button, as a browser's file button does.
const user = userEvent.setup({ pointerEventsCheck: 0 });
vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));

type Application = ResponseOf<'GetWaterApplicationStatus'>;
const trackingNumber = 'SB-YESUH-7HC4D';
const waiting: Application = {
  trackingNumber,
  applicationType: 14,
  applicationTypeName: 'Fatura ve Sayaç İtirazı',
  status: 'documentsMissing',
  statusName: 'Eksik belge',
  subscriberType: null,
  address: null,
  subscriberNo: '2000014',
  resultSubscriberNo: null,
  fees: [],
  feeTotal: 0,
  registryOid: 9,
  documents: [],
  missingDocuments: [{ kind: 'authorisation', name: 'Vekâletname veya yetki belgesi' }],
  siteVisitDate: null,
  rejectionReason: null,
  createdAt: '2026-11-27T21:19:00.000Z',
  history: [{ status: 'documentsMissing', statusName: 'Eksik belge', at: '2026-11-27T21:19:00.000Z', note: null }],
};
const received: Application = { ...waiting, status: 'received', statusName: 'Başvuru alındı', missingDocuments: [] };

async function lookUp() {
  await user.type(screen.getByRole('textbox', { name: /Takip numarası/ }), trackingNumber);
  await user.type(screen.getByRole('textbox', { name: /Cep telefonu/ }), '5422288160');
  await user.click(screen.getByRole('button', { name: 'Sorgula' }));
  return screen.findByRole('article', { name: 'Fatura ve Sayaç İtirazı' });
}

describe('water application lookup: missing documents without an account', () => {
  it('asks for a code to the phone on the application before any upload, then takes only the requested document', async () => {
    const calls = stubApi({
      GetWaterApplicationStatus: () => waiting,
      CreateHumanVerificationChallenge: () => humanCheckChallenge,
      SendWaterDocumentsCode: () => ({ operationReferenceNumber: 'ref-1', maskedGsm: '(542) *** ** 60', expiresInSeconds: 180, resendsLeft: 2 }),
      ValidateCode: ({ userEntredCode }) =>
        userEntredCode === '123456' ? { verificationToken: 'proof-token-0000000000' } : new Refusal(422, 'SMS_CODE_INVALID', 'Doğrulama kodu hatalı.'),
      UploadFile: () => ({ fileOid: 77, fileName: 'vekaletname.png', documentName: 'vekaletname.png', contentType: 'image/png', size: 3, uploadToken: 'u'.repeat(43) }),
      SubmitMissingWaterDocumentsWithCode: () => received,
    });
    renderApp([{ path: '/WaterApplicationStatus', element: <WaterApplicationStatusPage /> }], '/WaterApplicationStatus');
    const card = await lookUp();
    expect(card).toHaveTextContent('Su işleri birimi şu belgeleri istedi: Vekâletname veya yetki belgesi');
    expect(within(card).queryByTestId('document-authorisation')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
    await user.click(await within(card).findByRole('button', { name: 'Doğrulama Kodu Gönder' }));
    expect(await within(card).findByText(/\(542\) \*\*\* \*\* 60 numarasına gönderildi/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'SendWaterDocumentsCode')?.body).toMatchObject({ trackingNumber, gsmNumber: '5422288160', altcha: 'solved-payload' });
    await user.type(within(card).getByRole('textbox', { name: 'Doğrulama kodu' }), '000000');
    await user.click(within(card).getByRole('button', { name: 'Doğrula ve Belgeleri Ekle' }));
    expect(await within(card).findByText('Doğrulama kodu hatalı.')).toBeInTheDocument();
    expect(within(card).queryByTestId('document-authorisation')).toBeNull();

    await user.clear(within(card).getByRole('textbox', { name: 'Doğrulama kodu' }));
    await user.type(within(card).getByRole('textbox', { name: 'Doğrulama kodu' }), '123456');
    await user.click(within(card).getByRole('button', { name: 'Doğrula ve Belgeleri Ekle' }));
    await user.upload(await within(card).findByTestId('document-authorisation'), new File(['png'], 'vekaletname.png', { type: 'image/png' }));
    expect(within(card).getAllByTestId(/^document-/)).toHaveLength(1);
    await user.click(await within(card).findByRole('button', { name: 'Belgeleri gönder' }));
    await waitFor(() => expect(screen.getByTestId('water-application-status')).toHaveTextContent('Başvuru alındı'));
    expect(calls.find((c) => c.name === 'SubmitMissingWaterDocumentsWithCode')?.body).toMatchObject({
      trackingNumber,
      gsmNumber: '5422288160',
      verificationToken: 'proof-token-0000000000',
      uploadToken: 'u'.repeat(43),
      documents: [{ kind: 'authorisation', fileOid: 77 }],
    });
  }, 30_000);
});
