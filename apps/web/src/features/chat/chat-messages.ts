/** A chat message, with the spec's demo fields. */
export interface ChatMessage {
  id: number;
  contactId: string;
  name: string;
  avatar: string;
  status: 'online' | 'offline';
  mood: string;
  text: string;
  time: string;
  link?: { href: string; label: string; external: boolean };
}

export const assistant = { contactId: 'assistant', name: 'Otomatik Yardım Asistanı', avatar: '', status: 'online' as const, mood: '' };
export const visitor = { contactId: 'visitor', name: 'Siz', avatar: '', status: 'online' as const, mood: '' };

/** A message is sent on Enter without Shift, and only if its trimmed text is not empty. */
export function messageToSend(key: string, shiftKey: boolean, text: string): string | null {
  if (key !== 'Enter' || shiftKey) return null;
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

export const REPLY_DELAY_MS = 2000;
