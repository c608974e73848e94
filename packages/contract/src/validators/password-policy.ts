/**
 * Password strength rules, shared so the web shows them as the member types (sifre-degistir)
 * and the server enforces the same list. Each rule has the Turkish text
 * shown next to it.
 */
export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'spaces' | 'common';
  tr: string;
  passes(password: string): boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

// Passwords that meet the character rules yet head every leaked-password list.
const common = new Set(
  [
    'password1',
    'qwerty123',
    'qwerty12',
    'aa123456',
    '12345678aa',
    'abc12345',
    'parola123',
    'sifre123',
    'şifre123',
    'asdf1234',
    'q1w2e3r4',
    'zaq12wsx',
    'galatasaray1',
    'fenerbahce1',
    'besiktas1903',
    'türkiye1',
    'turkiye1',
    'istanbul34',
    'ankara06',
  ].map((p) => p.toLocaleLowerCase('tr')),
);

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    tr: `Şifre ${PASSWORD_MIN_LENGTH} ile ${PASSWORD_MAX_LENGTH} karakter arasında olmalıdır.`,
    passes: (p) => [...p].length >= PASSWORD_MIN_LENGTH && [...p].length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'upper', tr: 'Şifre en az bir büyük harf içermelidir.', passes: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', tr: 'Şifre en az bir küçük harf içermelidir.', passes: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', tr: 'Şifre en az bir rakam içermelidir.', passes: (p) => /\d/.test(p) },
  { id: 'spaces', tr: 'Şifre boşluk içeremez.', passes: (p) => !/\s/.test(p) },
  { id: 'common', tr: 'Bu şifre çok yaygın kullanılıyor; başka bir şifre seçiniz.', passes: (p) => !common.has(p.toLocaleLowerCase('tr')) },
];

/** The texts of the rules the password breaks, in rule order; empty when it is strong enough. */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.passes(password)).map((rule) => rule.tr);
}

/**
 * Personal data a password must not contain (the member's ID number, birth date parts).
 * Needs the member's record, so only the server can apply it.
 */
export function containsPersonalData(password: string, personal: readonly string[]): boolean {
  const lowered = password.toLocaleLowerCase('tr');
  return personal.some((part) => part.length >= 4 && lowered.includes(part.toLocaleLowerCase('tr')));
}
