import { describe, expect, it } from 'vitest';
import { messageToSend } from '../chat-messages';
import { replyTo } from '../chat-reply';

describe('chat sending rule', () => {
  it('sends trimmed text on Enter without Shift only', () => {
    expect(messageToSend('Enter', false, '  merhaba  ')).toBe('merhaba');
    expect(messageToSend('Enter', true, 'merhaba')).toBeNull();
    expect(messageToSend('Enter', false, '   ')).toBeNull();
    expect(messageToSend('a', false, 'merhaba')).toBeNull();
  });
});

describe('chat replies from help topics', () => {
  const urls = { MunicipalityWebsiteUrl: 'https://belediye.example', MayorInfoUrl: 'https://belediye.example/baskan' };
  it('links to the screen of the topic when the menu offers it', () => {
    const reply = replyTo('Borcumu nasıl öderim?', new Set(['/DebtQuestioning']), urls);
    expect(reply.link).toEqual({ href: '/DebtQuestioning', label: 'Borç Sorgulama', external: false });
  });
  it('never links to a screen the menu does not offer', () => {
    const reply = replyTo('borç sorgulama', new Set(['/mobil-menu']), urls);
    expect(reply.link?.href).not.toBe('/DebtQuestioning');
  });
  it('answers with the municipality website from the settings', () => {
    const reply = replyTo('İletişim telefonu nedir?', new Set(), urls);
    expect(reply.link).toEqual({ href: 'https://belediye.example', label: 'Web Sitemiz', external: true });
  });
  it('falls back to the list of services', () => {
    const reply = replyTo('xyzzy', new Set(['/mobil-menu']), urls);
    expect(reply.link?.href).toBe('/mobil-menu');
  });
});
