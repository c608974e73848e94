import { registerTranslations } from '../../lib/i18n';

export const chatTexts = {
  register: () =>
    registerTranslations('chat', {
      tr: {
        open: 'Yardım sohbetini aç',
        close: 'Sohbeti kapat',
        title: 'Belediye Asistanı',
        status: 'Çevrimiçi',
        greeting: 'Merhaba! Size nasıl yardımcı olabilirim? Örneğin "borç sorgulama" ya da "şikayet" yazabilirsiniz.',
        inputLabel: 'Mesajınız',
        inputPlaceholder: 'Mesajınızı yazın ve Enter’a basın',
        send: 'Gönder',
        typing: 'Yazıyor…',
        messages: 'Sohbet mesajları',
      },
      en: {
        open: 'Open the help chat',
        close: 'Close the chat',
        title: 'Municipality Assistant',
        status: 'Online',
        greeting: 'Hello! How can I help? For example type "debt" or "complaint".',
        inputLabel: 'Your message',
        inputPlaceholder: 'Type your message and press Enter',
        send: 'Send',
        typing: 'Typing…',
        messages: 'Chat messages',
      },
    }),
};
