import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const clerk: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 7, name: 'ZEYNEP KAYA', isAdmin: false, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = {
  units: [{ unitCode: 'FEN', name: 'Fen İşleri Müdürlüğü' }],
  complaintCategories: [],
  districts: [],
  colleagues: [{ userOid: 9, name: 'AYŞE DEMİR', roles: ['COMPLAINTS_CLERK'] }],
};
const dashboard: ResponseOf<'GetBackOfficeDashboard'> = {
  queues: [{ queue: 'complaints', waitingCount: 12, unassignedCount: 4, overdueCount: 2, oldestAt: '2026-11-20T08:00:00Z', oldestAgeMinutes: 3 * 24 * 60 + 60 }],
};
const complaint: ResponseOf<'GetBackOfficeComplaint'> = {
  complaintOid: 5,
  trackingNumber: 'ST-ABCDE-FGHJK',
  subject: 'Sokak lambaları yanmıyor',
  categoryName: 'Sokak Aydınlatması',
  districtName: 'İSKENDERİYE',
  contactName: 'Deniz Yıldız',
  status: 'received',
  unitCode: 'FEN',
  unitName: 'Fen İşleri Müdürlüğü',
  assignedTo: null,
  createdAt: '2026-11-20T08:00:00Z',
  version: 1,
  dueAt: '2026-12-20T08:00:00Z',
  overdue: false,
  stepAt: '2026-11-20T08:00:00Z',
  applicationTypeName: 'Şikayet',
  categoryCode: '3',
  description: 'İki direk bir haftadır yanmıyor.',
  districtCode: 1,
  streetName: 'IŞIK',
  locationDescription: null,
  gsm: '5321112233',
  email: null,
  nationalId: null,
  answer: null,
  updatedAt: '2026-11-20T08:00:00Z',
  attachments: [],
  history: [],
  allowedActions: ['assign', 'note', 'reply', 'move', 'forward'],
  allowedMoves: ['inProgress'],
};
const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '12345678950', memberName: 'ZEYNEP', memberSurname: 'KAYA' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

/** A colleague took the complaint while the clerk was looking at it. */
const taken = {
  at: '2026-11-23T09:05:00Z',
  action: 'assign',
  actionName: 'Atandı',
  fromStatus: 'received',
  toStatus: 'inProgress',
  by: { userOid: 9, name: 'AYŞE DEMİR' },
  note: null,
};

describe('back office area', () => {
  it('tells a member with no back-office role that they have no access, and asks nothing more', async () => {
    const calls = stubApi({ GetMyBackOfficeRoles: () => new Refusal(403, 'FORBIDDEN', 'Bu işlem için yetkiniz yok.') });
    renderApp(area, '/yonetim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu alana erişim yetkiniz yok' })).toBeInTheDocument();
    expect(calls.map((c) => c.name)).toEqual(['GetMyBackOfficeRoles']);
    expect(within(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).queryByRole('link', { name: 'Bekleyen İşler' })).toBeNull();
  });

  it('shows a complaints clerk only their screens, and the waiting work with its age', async () => {
    stubApi({ GetMyBackOfficeRoles: () => clerk, GetBackOfficeDashboard: () => dashboard, GetBackOfficeLookups: () => lookups });
    renderApp(area, '/yonetim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bekleyen İşler' }, { timeout: 5000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Bekleyen İşler', 'Şikayet ve Talepler', 'Üye Kaydı', 'Vatandaş portalına dön']);
    const card = await screen.findByRole('listitem', { name: 'Şikayet ve Talepler' });
    expect(card).toHaveTextContent('12Bekleyen');
    expect(card).toHaveTextContent('3 gün 1 saat');
  });

  it("shows an operator where each notification went, masked, and the company a representative's reminder was for", async () => {
    const operator: ResponseOf<'GetMyBackOfficeRoles'> = { ...clerk, roles: ['PAYMENTS_OPERATOR'], queues: [] };
    const reminder = {
      oid: 41,
      channel: 'sms' as const,
      kind: 'reminder' as const,
      purpose: 'reminder-7',
      status: 'sent' as const,
      attempts: 1,
      lastError: null,
      dueDate: '2026-11-30',
      amount: 480_000,
      recipient: '5** *** ** 67',
      createdAt: '2026-11-23T09:00:00Z',
      sentAt: '2026-11-23T09:00:05Z',
    };
    stubApi({
      GetMyBackOfficeRoles: () => operator,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeNotifications: () => ({
        items: [
          { ...reminder, onBehalfOf: 'DEFNE YAPI LTD. ŞTİ.' },
          { ...reminder, oid: 40, recipient: '5** *** ** 12', onBehalfOf: null },
        ],
        nextCursor: null,
        counts: { queued: 0, sending: 0, sent: 2, failed: 0 },
      }),
    });
    renderApp(area, '/yonetim/bildirimler?kanal=eposta');
    expect(await screen.findByText('Alıcı: 5** *** ** 67 · DEFNE YAPI LTD. ŞTİ. adına', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Alıcı: 5** *** ** 12')).toBeInTheDocument();
  });

  it('lists every SMS, a code only as sent, and searches by phone through the address', async () => {
    const operator: ResponseOf<'GetMyBackOfficeRoles'> = { ...clerk, roles: ['PAYMENTS_OPERATOR'], queues: [] };
    const sms = { recipient: '5** *** ** 01', error: null, createdAt: '2026-11-23T09:00:00Z', sentAt: '2026-11-23T09:00:02Z' };
    const calls = stubApi({
      GetMyBackOfficeRoles: () => operator,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeSmsLog: () => ({
        items: [
          { ...sms, oid: 2, kind: 'notice' as const, title: 'Başvuru Takibi', text: 'B-2026-000123 numaralı başvurunuz yanıtlandı.', status: 'sent' as const },
          { ...sms, oid: 1, kind: 'code' as const, title: null, text: null, status: 'failed' as const, sentAt: null, error: 'numara kapalı' },
        ],
        nextCursor: null,
        counts: { queued: 0, sent: 1, failed: 1, today: 2 },
      }),
    });
    const user = userEvent.setup();
    renderApp(area, '/yonetim/bildirimler');
    expect(await screen.findByText('B-2026-000123 numaralı başvurunuz yanıtlandı.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('İçerik gizlidir (doğrulama kodu veya şifre).')).toBeInTheDocument();
    expect(screen.getByText('Hata: numara kapalı')).toBeInTheDocument();
    expect(screen.getByText('Bugün: 2 SMS')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Telefon, e-posta veya takip numarası' }), '0555 111 00 01');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'GetBackOfficeSmsLog').at(-1)?.body).toMatchObject({ search: '0555 111 00 01' }));
  });

  it('refuses a screen the roles do not open, even typed in', async () => {
    const calls = stubApi({ GetMyBackOfficeRoles: () => ({ ...clerk, roles: ['WATER_CLERK'], queues: ['waterCancellations'] }) });
    renderApp(area, '/yonetim/sikayetler');
    expect(await screen.findByText('Bu ekran rollerinizle açılmıyor. Yetkiye ihtiyacınız varsa sistem yöneticisine başvurunuz.')).toBeInTheDocument();
    expect(calls.map((c) => c.name)).toEqual(['GetMyBackOfficeRoles']);
  });

  it('on a conflict shows the server’s Turkish message and the item as it is now', async () => {
    let version = 1;
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () =>
        version === 1
          ? complaint
          : {
              ...complaint,
              version,
              status: 'inProgress',
              assignedTo: { userOid: 9, name: 'AYŞE DEMİR' },
              allowedMoves: ['answered'],
              history: [taken],
            },
      ActOnBackOfficeComplaint: () => {
        version = 2;
        return new Refusal(409, 'BACKOFFICE_STALE', 'Bu kayıt siz incelerken başka bir çalışan tarafından değiştirildi. Lütfen kaydı yenileyip tekrar deneyiniz.');
      },
    });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Üzerime al' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu kayıt siz incelerken başka bir çalışan tarafından değiştirildi.');
    expect(calls.find((c) => c.name === 'ActOnBackOfficeComplaint')!.body).toMatchObject({ complaintOid: 5, version: 1, action: { kind: 'assign' } });
    expect((await screen.findAllByText('AYŞE DEMİR')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('list', { name: 'Siz incelerken yapılan değişiklikler' })).toHaveTextContent('AYŞE DEMİR: Atandı (23.11.2026 12:05)');
    expect(screen.getByRole('button', { name: 'Yanıtlandı yap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İşleme al' })).toBeNull();
  });

  it('checks a reply with the contract before sending it', async () => {
    const calls = stubApi({ GetMyBackOfficeRoles: () => clerk, GetBackOfficeLookups: () => lookups, GetBackOfficeComplaint: () => complaint });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Vatandaşa yanıt ver' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Vatandaşa yanıt ver' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yanıt/ }), 'Kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Yanıt en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'ActOnBackOfficeComplaint')).toBe(false);
  });

  it('keeps the typed reply through a conflict and says who changed what; sending again uses the new version', async () => {
    let version = 1;
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () => (version === 1 ? complaint : { ...complaint, version, history: [taken] }),
      ActOnBackOfficeComplaint: (body) => {
        if (body.version === 1) {
          version = 2;
          return new Refusal(409, 'BACKOFFICE_STALE', 'Bu kayıt siz incelerken başka bir çalışan tarafından değiştirildi. Lütfen kaydı yenileyip tekrar deneyiniz.');
        }
        return { ...complaint, version: 3 };
      },
    });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Vatandaşa yanıt ver' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Vatandaşa yanıt ver' });
    const reply = 'Ekiplerimiz arızayı yerinde inceleyip giderdi.';
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yanıt/ }), reply);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(/Yazdığınız metin korundu/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('list', { name: 'Siz incelerken yapılan değişiklikler' })).toHaveTextContent('AYŞE DEMİR: Atandı');
    expect(within(dialog).getByRole('textbox', { name: /Yanıt/ })).toHaveValue(reply);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.name === 'ActOnBackOfficeComplaint').map((c) => c.body);
    expect(sent).toMatchObject([
      { version: 1, action: { kind: 'reply', answer: reply } },
      { version: 2, action: { kind: 'reply', answer: reply } },
    ]);
  });

  it("puts the server's field messages on their fields and keeps the dialog open", async () => {
    stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () => complaint,
      ActOnBackOfficeComplaint: () => new Refusal(400, 'VALIDATION_FAILED', 'Girilen bilgileri kontrol ediniz.', { 'action.answer': 'Yanıt kişisel veri içeremez.' }),
    });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Vatandaşa yanıt ver' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Vatandaşa yanıt ver' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yanıt/ }), 'Ekiplerimiz arızayı giderdi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const field = within(dialog).getByRole('textbox', { name: /Yanıt/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Yanıt kişisel veri içeremez.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Ekiplerimiz arızayı giderdi.');
  });

  it('puts a chosen reply template in the reply, and the clerk adds to it', async () => {
    const template = 'Bildiriminiz üzerine ekiplerimiz yerinde inceleme yaparak sorunu gidermiştir.';
    const calls = stubApi({
      GetMyBackOfficeRoles: () => clerk,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeComplaint: () => complaint,
      GetBackOfficeReplyTemplates: () => ({
        items: [
          {
            templateOid: 1,
            queue: 'complaints',
            action: 'reply',
            title: 'Sorun giderildi',
            body: template,
            active: true,
            version: 0,
            updatedAt: '2026-11-20T08:00:00Z',
            updatedBy: null,
          },
        ],
      }),
      ActOnBackOfficeComplaint: () => ({ ...complaint, version: 2 }),
    });
    renderApp(area, '/yonetim/sikayetler/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Vatandaşa yanıt ver' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Vatandaşa yanıt ver' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Hazır metin' }), 'Sorun giderildi');
    const reply = within(dialog).getByRole('textbox', { name: /Yanıt/ });
    expect(reply).toHaveValue(template);
    await userEvent.type(reply, ' Lamba 24.11.2026 günü değiştirildi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'ActOnBackOfficeComplaint')?.body).toMatchObject({
        action: { kind: 'reply', answer: `${template} Lamba 24.11.2026 günü değiştirildi.` },
      }),
    );
    expect(calls.find((c) => c.name === 'GetBackOfficeReplyTemplates')?.body).toMatchObject({ queue: 'complaints' });
  });
});
