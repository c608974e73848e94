import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import NotificationPreferencesPage from '../notification-preferences-page';
import UnsubscribePage from '../unsubscribe-page';

const preference = (channel: 'sms' | 'email', kind: 'reminder' | 'decision' | 'receipt', given: boolean, recordedAt: string | null = null) => ({
  channel,
  kind,
  given,
  wording: 'Kabul ediyorum.',
  wordingVersion: '2026-11-v1',
  recordedAt,
});
const preferences = (overrides: ReturnType<typeof preference>[] = []) => ({
  gsm: '5321234567',
  email: 'uye@example.com.tr',
  preferences: (['sms', 'email'] as const).flatMap((channel) =>
    (['reminder', 'decision', 'receipt'] as const).map((kind) => overrides.find((o) => o.channel === channel && o.kind === kind) ?? preference(channel, kind, false)),
  ),
});

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({
    UserDetail: { userName: '10000000146', memberName: 'AHMET', memberSurname: 'YILMAZ', chkSMSInfo: true },
    Registry: { Oid: 3 },
    representedRegistries: [],
  });
});

describe('notification preferences', () => {
  it('sends only the changed preferences and shows when the consent was recorded', async () => {
    const calls = stubApi({
      GetNotificationPreferences: () => preferences([preference('sms', 'reminder', true)]),
      SetNotificationPreferences: () => preferences([preference('sms', 'reminder', true), preference('email', 'receipt', true, '2026-11-25T09:00:00Z')]),
    });
    renderApp([{ path: '/NotificationPreferences', element: <NotificationPreferencesPage /> }], '/NotificationPreferences');
    const receipts = await screen.findByRole('group', { name: 'Ödeme makbuzları' });
    expect(within(screen.getByRole('group', { name: 'Son ödeme günü hatırlatmaları' })).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await userEvent.click(within(receipts).getByRole('checkbox', { name: 'E-posta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tercihlerimi Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bildirim tercihleriniz kaydedildi.');
    expect(calls.find((c) => c.name === 'SetNotificationPreferences')?.body.preferences).toEqual([{ channel: 'email', kind: 'receipt', given: true }]);
    expect(within(receipts).getByText(/Son değişiklik: 25/)).toBeInTheDocument();
  });

  it('saves nothing when nothing changed, and offers no e-mail without an address', async () => {
    const calls = stubApi({ GetNotificationPreferences: () => ({ ...preferences(), email: null }) });
    renderApp([{ path: '/NotificationPreferences', element: <NotificationPreferencesPage /> }], '/NotificationPreferences');
    const receipts = await screen.findByRole('group', { name: 'Ödeme makbuzları' });
    expect(within(receipts).getByRole('checkbox', { name: 'E-posta' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tercihlerimi Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Değiştirilmiş bir tercih yok.');
    expect(calls.map((c) => c.name)).not.toContain('SetNotificationPreferences');
  });
});

describe('unsubscribe page', () => {
  it('spends the link once, without signing in', async () => {
    clearSession();
    const calls = stubApi({
      UnsubscribeNotification: (body) =>
        body.token === 'good'
          ? { channel: 'email', kind: 'reminder' }
          : new Refusal(409, 'UNSUBSCRIBE_LINK_USED', 'Bu abonelikten çıkma bağlantısı daha önce kullanılmış; tercihiniz zaten kaydedildi.'),
    });
    renderApp([{ path: '/Unsubscribe', element: <UnsubscribePage /> }], '/Unsubscribe?token=good');
    expect(await screen.findByText(/Artık E-posta ile “Son ödeme günü hatırlatmaları” bildirimi almayacaksınız/)).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'UnsubscribeNotification')).toHaveLength(1);
  });

  it('says a spent link was used', async () => {
    stubApi({ UnsubscribeNotification: () => new Refusal(409, 'UNSUBSCRIBE_LINK_USED', 'Bu abonelikten çıkma bağlantısı daha önce kullanılmış; tercihiniz zaten kaydedildi.') });
    renderApp([{ path: '/Unsubscribe', element: <UnsubscribePage /> }], '/Unsubscribe?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('daha önce kullanılmış');
  });
});
