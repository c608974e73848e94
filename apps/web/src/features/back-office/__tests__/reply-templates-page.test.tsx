import type { ResponseOf } from '@ebelediye/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import BackOfficeArea from '../back-office-area';

const area = [{ path: '/yonetim/*', element: <BackOfficeArea /> }];
const admin: ResponseOf<'GetMyBackOfficeRoles'> = { userOid: 3, name: 'FATMA ŞAHİN', isAdmin: true, roles: ['COMPLAINTS_CLERK'], queues: ['complaints'], unitCodes: [] };
const lookups: ResponseOf<'GetBackOfficeLookups'> = { colleagues: [], districts: [], units: [], complaintCategories: [] };
const template = {
  templateOid: 4,
  queue: 'complaints' as const,
  action: 'reply' as const,
  title: 'Sorun giderildi',
  body: 'Bildiriminiz üzerine ekiplerimiz sorunu gidermiştir.',
  active: true,
  version: 2,
  updatedAt: '2026-11-20T08:00:00Z',
  updatedBy: null,
};

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '64211142102', memberName: 'FATMA', memberSurname: 'ŞAHİN' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('reply templates screen', () => {
  it('lists the templates by queue and saves a change at the version read', async () => {
    const calls = stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeReplyTemplates: () => ({ items: [template, { ...template, templateOid: 5, title: 'Eski metin', active: false, updatedBy: 'FATMA ŞAHİN' }] }),
      SaveBackOfficeReplyTemplate: (body) => ({ ...template, ...body, templateOid: 4, version: 3, updatedBy: 'FATMA ŞAHİN' }) as never,
    });
    renderApp(area, '/yonetim/yanit-sablonlari');
    const complaints = await screen.findByRole('region', { name: 'Şikayet ve Talepler' }, { timeout: 5000 });
    expect(within(complaints).getByText('Portalla gelen')).toBeInTheDocument();
    expect(within(complaints).getByText('Pasif')).toBeInTheDocument();
    await userEvent.click(within(complaints).getByRole('button', { name: 'Düzenle: Sorun giderildi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Düzenle' });
    const text = within(dialog).getByRole('textbox', { name: /Metin/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'kısa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Metin en az 20 karakter olmalıdır.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'SaveBackOfficeReplyTemplate')).toBe(false);
    await userEvent.clear(text);
    await userEvent.type(text, 'Ekiplerimiz sorunu yerinde gidermiştir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Şablon kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'SaveBackOfficeReplyTemplate')?.body).toMatchObject({
      templateOid: 4,
      version: 2,
      queue: 'complaints',
      action: 'reply',
      body: 'Ekiplerimiz sorunu yerinde gidermiştir.',
    });
  });

  it("shows the server's refusal of a duplicate title and keeps the dialog", async () => {
    stubApi({
      GetMyBackOfficeRoles: () => admin,
      GetBackOfficeLookups: () => lookups,
      GetBackOfficeReplyTemplates: () => ({ items: [template] }),
      SaveBackOfficeReplyTemplate: () => new Refusal(409, 'REPLY_TEMPLATE_DUPLICATE', 'Bu iş kuyruğunda bu işlem için aynı başlıkta bir hazır metin zaten var.'),
    });
    renderApp(area, '/yonetim/yanit-sablonlari');
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni şablon' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni şablon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Sorun giderildi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Metin/ }), 'Ekiplerimiz sorunu yerinde gidermiştir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('aynı başlıkta bir hazır metin zaten var'));
  });
});
