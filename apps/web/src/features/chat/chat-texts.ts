import { registerTranslations } from '../../lib/i18n';

export const chatTexts = {
  register: () =>
    registerTranslations('chat', {
      tr: {
        open: 'Yardım sohbetini aç',
        close: 'Sohbeti kapat',
        title: 'Otomatik Yardım Asistanı',
        status: 'Otomatik yanıt verir; bir görevli değildir',
        greeting:
          'Merhaba! Ben otomatik bir yardım asistanıyım, bir görevli değilim: kişisel bilgilerinizi göremem, başvuru alamam. Aradığınız hizmeti bulmanıza yardım ederim; örneğin "borç sorgulama" ya da "şikayet" yazabilirsiniz.',
        inputLabel: 'Mesajınız',
        inputPlaceholder: 'Mesajınızı yazın ve Enter’a basın',
        send: 'Gönder',
        typing: 'Yazıyor…',
        messages: 'Sohbet mesajları',
      },
      en: {
        open: 'Open the help chat',
        close: 'Close the chat',
        title: 'Automatic Help Assistant',
        status: 'Answers automatically; not a member of staff',
        greeting:
          'Hello! I am an automatic help assistant, not a member of staff: I cannot see your personal data or take applications. I help you find a service; for example type "debt" or "complaint".',
        inputLabel: 'Your message',
        inputPlaceholder: 'Type your message and press Enter',
        send: 'Send',
        typing: 'Typing…',
        messages: 'Chat messages',
      },
    }),
};
