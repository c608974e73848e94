import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common';

export type Language = 'tr' | 'en';
/** Where the visitor's language choice is kept on the device; the first screen sent in the page is Turkish. */
export const LANGUAGE_KEY = 'language';

function initialLanguage(): Language {
  return typeof localStorage !== 'undefined' && localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'tr';
}

/** Turkish is the default; English is the second language (docs/architecture.md §8). */
void i18next.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'tr',
  defaultNS: 'common',
  ns: ['common'],
  resources: { tr: { common: common.tr }, en: { common: common.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Nothing in the browser's console or the server's log that is not ours.
  showSupportNotice: false,
});

type Messages = Record<string, unknown>;

const registered = new Set<string>();

/**
 * A feature brings its own texts under its own namespace, next to its code. A namespace may come
 * in parts (`part`), each registered by the screens that need it, so a first screen does not load
 * the texts of its feature's other screens.
 */
export function registerTranslations(namespace: string, texts: { tr: Messages; en: Messages }, part = ''): void {
  const key = `${namespace}:${part}`;
  if (registered.has(key)) return;
  registered.add(key);
  i18next.addResourceBundle('tr', namespace, texts.tr, true, false);
  i18next.addResourceBundle('en', namespace, texts.en, true, false);
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

export { i18next };
