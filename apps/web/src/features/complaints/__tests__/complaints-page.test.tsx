import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { humanCheckChallenge } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import ComplaintsPage from '../complaints-page';

vi.mock('../../../lib/human-verification/solve-challenge', () => ({ solveChallenge: async () => 'solved-payload' }));
afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await Promise.all([import('../components/form-schema'), import('@hookform/resolvers/zod')]);
}, 60_000);

const routes = [{ path: '/ComplaintsAndRequests', element: <ComplaintsPage /> }];
const kinds: ResponseOf<'GetPRApplicationTypeWithoutAuthorization'> = [
  { applicationTypeOid: 1, applicationTypeCode: 'SIKAYET', applicationTypeName: 'Şikayet', description: '' },
  { applicationTypeOid: 2, applicationTypeCode: 'IHBAR', applicationTypeName: 'İhbar', description: '' },
];
const categories: ResponseOf<'RetrieveParametersWithoutAuthorization'> = [
  { parameterTypeCode: '16', parameterCode: 'TEMIZLIK', parameterName: 'Temizlik', parameterValue: null, sortOrder: 1 },
];
const received: ResponseOf<'CreateComplaintRequest'> = {
  trackingNumber: 'ST-ABCDE-FGHJK',
  status: 'received',
  createdAt: '2026-11-27T09:00:00.000Z',
  replyDueOn: '2026-12-27',
  smsSent: true,
};
const detail: ResponseOf<'GetComplaintRequestStatus'> = {
  trackingNumber: 'ST-ABCDE-FGHJK',
  applicationTypeName: 'Şikayet',
  categoryName: 'Temizlik',
  subject: 'Çöpler toplanmıyor',
  status: 'answered',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  answer: 'Ekiplerimiz bölgeye yönlendirildi.',
  attachmentCount: 0,
  history: [
    { status: 'received', at: '2026-11-20T09:00:00.000Z', note: null },
    { status: 'answered', at: '2026-11-25T09:00:00.000Z', note: null },
  ],
};
const lists = { GetPRApplicationTypeWithoutAuthorization: () => kinds, RetrieveParametersWithoutAuthorization: () => categories };

async function describeProblem(kind: string) {
  await screen.findByRole('option', { name: kind });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Başvuru türü/ }), kind);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Konu kategorisi/ }), 'Temizlik');
  await userEvent.type(screen.getByRole('textbox', { name: /^Konu\s*\*?$/ }), 'Çöpler toplanmıyor');
  await userEvent.click(screen.getByRole('textbox', { name: /Açıklama/ }));
  await userEvent.paste('Sokağımızdaki çöpler bir haftadır toplanmıyor.');
}
async function proveThePhone(gsm: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Cep telefonu/ }), gsm);
  await userEvent.click(screen.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Doğrulama kodu' }), '123456');
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
const codeSent = () => ({ operationReferenceNumber: 'ref-0000000000000001', maskedGsm: '(5**) *** ** 67', expiresInSeconds: 180, resendsLeft: 2 });

// A whole application is typed in each story: seconds on a busy machine.
describe('/ComplaintsAndRequests', () => {
  it('says what is missing and sends nothing when the form is empty', async () => {
    const calls = stubApi(lists);
    renderApp(routes, '/ComplaintsAndRequests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Şikayet ve Talepler' })).toBeInTheDocument();
    await send();
    for (const message of ['Başvuru türü seçiniz.', 'Kategori seçiniz.', 'Konu zorunludur.', 'Açıklama zorunludur.', 'Ad soyad zorunludur.', 'Cep telefonu zorunludur.'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'CreateComplaintRequest')).toBe(false);
  });

  it('lets a visitor send a tip-off without a name, after proving the phone by SMS, and gives the tracking number', async () => {
    const calls = stubApi({
      ...lists,
      CreateHumanVerificationChallenge: () => humanCheckChallenge,
      SendComplaintVerificationCode: codeSent,
      CreateComplaintRequest: () => received,
    });
    renderApp(routes, '/ComplaintsAndRequests');
    await describeProblem('Şikayet');
    expect(screen.queryByRole('checkbox', { name: 'Kimliğimi belirtmeden ihbar etmek istiyorum' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Başvuru türü/ }), 'İhbar');
    // Typed before the choice to stay unnamed: it must not travel.
    await userEvent.type(screen.getByRole('textbox', { name: /Ad soyad/ }), 'Ayşe Demir');
    await userEvent.type(screen.getByRole('textbox', { name: /E-posta/ }), 'ayse@example.com.tr');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kimliğimi belirtmeden ihbar etmek istiyorum' }));
    expect(screen.getByText(/Adınız sorulmaz ve kaydedilmez/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ad soyad/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-posta/ })).not.toBeInTheDocument();
    await proveThePhone('5321234567');
    expect(calls.find((c) => c.name === 'SendComplaintVerificationCode')!.body).toMatchObject({ gsmNumber: '5321234567', altcha: 'solved-payload' });
    await send();

    expect(await screen.findByText('Başvurunuz alındı')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('ST-ABCDE-FGHJK');
    expect(screen.getByText(/en geç 27\.12\.2026 tarihine kadar/)).toBeInTheDocument();
    const body = calls.find((c) => c.name === 'CreateComplaintRequest')!.body;
    expect(body).toMatchObject({
      applicationTypeCode: 'IHBAR',
      complaintCategoryCode: 'TEMIZLIK',
      anonymous: true,
      gsmNumber: '5321234567',
      operationReferenceNumber: 'ref-0000000000000001',
      verificationCode: '123456',
    });
    expect(body).not.toHaveProperty('contactName');
    expect(body).not.toHaveProperty('email');
  });

  it('shows a wrong SMS code at the code field, and other refusals above the button', async () => {
    let refusal = new Refusal(422, 'SMS_CODE_INVALID', 'Doğrulama kodu hatalı.');
    stubApi({ ...lists, CreateHumanVerificationChallenge: () => humanCheckChallenge, SendComplaintVerificationCode: codeSent, CreateComplaintRequest: () => refusal });
    renderApp(routes, '/ComplaintsAndRequests');
    await describeProblem('Şikayet');
    await userEvent.type(screen.getByRole('textbox', { name: /Ad soyad/ }), 'Ayşe Demir');
    await proveThePhone('5321234567');
    await send();
    expect(await screen.findByRole('textbox', { name: 'Doğrulama kodu' })).toHaveAccessibleDescription('Doğrulama kodu hatalı.');
    refusal = new Refusal(429, 'RATE_LIMITED', 'Çok fazla deneme yaptınız.');
    await send();
    expect((await screen.findByText('Çok fazla deneme yaptınız.')).closest('[role="alert"]')).not.toBeNull();
  });

  it('asks a signed-in member for no code, fills in their contact details and lists their applications', async () => {
    signInAs();
    const calls = stubApi({
      ...lists,
      CreateComplaintRequest: () => received,
      GetMemberComplaintRequests: () => ({ items: [detail], total: 1, pageIndex: 0, pageSize: 10 }),
    });
    renderApp(routes, '/ComplaintsAndRequests');
    await describeProblem('Şikayet');
    expect(screen.getByRole('textbox', { name: /Ad soyad/ })).toHaveValue('AHMET YILMAZ');
    expect(screen.getByRole('textbox', { name: /Cep telefonu/ })).toHaveValue('(532) 123 45 67');
    expect(screen.getByText(/telefon doğrulaması gerekmez/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Doğrulama Kodu Gönder' })).not.toBeInTheDocument();
    await send();
    await screen.findByText('Başvurunuz alındı');
    const body = calls.find((c) => c.name === 'CreateComplaintRequest')!.body;
    expect(body).toMatchObject({ contactName: 'AHMET YILMAZ', gsmNumber: '5321234567', email: 'ahmet@example.com.tr', anonymous: false });
    expect(body).not.toHaveProperty('verificationCode');

    await userEvent.click(screen.getByRole('tab', { name: 'Başvurularım' }));
    const table = await screen.findByRole('table', { name: /^Başvurularım/ });
    expect(within(table).getByRole('row', { name: /ST-ABCDE-FGHJK.*Çöpler toplanmıyor.*Yanıtlandı/ })).toBeInTheDocument();
  });

  it('asks a signed-in member for the code when the answer should go to a number other than their registered one', async () => {
    signInAs();
    const calls = stubApi({ ...lists, CreateComplaintRequest: () => received });
    renderApp(routes, '/ComplaintsAndRequests');
    await describeProblem('Şikayet');
    const phone = screen.getByRole('textbox', { name: /Cep telefonu/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '5301112233');
    expect(await screen.findByRole('button', { name: 'Doğrulama Kodu Gönder' })).toBeInTheDocument();
    expect(screen.queryByText(/telefon doğrulaması gerekmez/)).not.toBeInTheDocument();
    await send();
    expect(calls.some((c) => c.name === 'CreateComplaintRequest')).toBe(false);
  });

  it('looks an application up by its tracking number and phone, and says so when the pair is wrong', async () => {
    let answer: ResponseOf<'GetComplaintRequestStatus'> | Refusal = new Refusal(404, 'COMPLAINT_NOT_FOUND', 'Bu takip numarası ve telefonla bir başvuru bulunamadı.');
    const calls = stubApi({ ...lists, GetComplaintRequestStatus: () => answer });
    renderApp(routes, '/ComplaintsAndRequests');
    expect(screen.queryByRole('tab', { name: 'Başvurularım' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'Başvuru Sorgula' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Takip numarası/ }), 'ST-ABCDE-FGHJK');
    await userEvent.type(screen.getByRole('textbox', { name: /Cep telefonu/ }), '05321234567');
    await userEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu takip numarası ve telefonla bir başvuru bulunamadı.');
    expect(calls.find((c) => c.name === 'GetComplaintRequestStatus')!.body).toMatchObject({ trackingNumber: 'ST-ABCDE-FGHJK', gsmNumber: '(532) 123 45 67' });

    answer = detail;
    await userEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
    expect(await screen.findByText('Ekiplerimiz bölgeye yönlendirildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Received and answered have their times; in progress and closed were not reached.
    expect(screen.getAllByText('Henüz gerçekleşmedi')).toHaveLength(2);
  });
});
