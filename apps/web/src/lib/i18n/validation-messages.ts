import { i18next } from './index';
import type * as EnglishMessages from './validation-messages-en';

type English = typeof EnglishMessages;

/**
 * The English of the form messages comes with the English language, not with every first screen:
 * a visitor reading Turkish never loads it. It is asked for as soon as English is chosen (or the
 * page starts in English), long before a form is checked.
 */
let english: English | null = null;
let loading: Promise<void> | null = null;

export function loadEnglishValidationMessages(): Promise<void> {
  loading ??= import('./validation-messages-en').then((module) => {
    english = module;
  });
  return loading;
}

if (i18next.language === 'en') void loadEnglishValidationMessages();
i18next.on('languageChanged', (language) => {
  if (language === 'en') void loadEnglishValidationMessages();
});

/** A field's message in the visitor's language. */
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message || i18next.language !== 'en' || !english) return message;
  const exact = english.englishValidationMessages[message];
  if (exact) return exact;
  for (const [pattern, text] of english.englishPatterns) if (pattern.test(message)) return message.replace(pattern, text);
  return message;
}
