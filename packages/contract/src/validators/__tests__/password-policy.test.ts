import { describe, expect, it } from 'vitest';
import { containsPersonalData, passwordProblems } from '../password-policy';

describe('password policy (shared by the web and the server)', () => {
  it.each(['Demo.1234', 'Şifre.Güçlü9', 'kırmızıElma7'])('accepts %s', (password) => expect(passwordProblems(password)).toEqual([]));
  it.each([
    ['Ab1', 'Şifre 8 ile 64 karakter arasında olmalıdır.'],
    ['demo.1234', 'Şifre en az bir büyük harf içermelidir.'],
    ['DEMO.1234', 'Şifre en az bir küçük harf içermelidir.'],
    ['Demo.Demo', 'Şifre en az bir rakam içermelidir.'],
    ['Demo 12345', 'Şifre boşluk içeremez.'],
    ['Password1', 'Bu şifre çok yaygın kullanılıyor; başka bir şifre seçiniz.'],
    [`A1${'a'.repeat(63)}`, 'Şifre 8 ile 64 karakter arasında olmalıdır.'],
  ])('refuses %s: %s', (password, problem) => expect(passwordProblems(password)).toContain(problem));

  it('finds personal data case-insensitively, ignoring parts shorter than 4', () => {
    expect(containsPersonalData('Ahmet.2024x', ['AHMET'])).toBe(true);
    expect(containsPersonalData('Xy.10000000146', ['10000000146'])).toBe(true);
    expect(containsPersonalData('Demo.1234', ['AHMET', '1980', 'ÖZ'])).toBe(false);
  });
});
