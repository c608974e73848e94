import { i18next } from './index';

/**
 * The English of the validation messages the forms show. The schemas (shared with the server)
 * write their messages in Turkish, the spec's language; a field shows this English when the
 * visitor reads English. A unit test keeps the list complete.
 */
export const englishValidationMessages: Record<string, string> = {
  'Bu alan zorunludur.': 'This field is required.',
  'Cep telefonu zorunludur.': 'The mobile phone is required.',
  'Konu zorunludur.': 'The subject is required.',
  'Açıklama zorunludur.': 'The description is required.',
  'Ad soyad zorunludur.': 'The full name is required.',
  'Yalnızca ihbarlar kimlik belirtmeden gönderilebilir.': 'Only a tip-off can be sent without your identity.',
  'Bu alan boş bırakılamaz.': 'This field cannot be empty.',
  'Bu alan yalnızca boşluktan oluşamaz.': 'This field cannot be only spaces.',
  'Tanınmayan alan.': 'Unknown field.',
  'Geçersiz biçim.': 'Invalid format.',
  'Tam sayı giriniz.': 'Enter a whole number.',
  'Sayı giriniz.': 'Enter a number.',
  'Negatif olmayan bir sayı giriniz.': 'Enter a number that is not negative.',
  'Yalnızca harf giriniz.': 'Enter letters only.',
  'Yalnızca rakam.': 'Digits only.',
  'Bu dosya türü kabul edilmiyor.': 'This file type is not accepted.',
  'Tarih YYYY-AA-GG biçiminde olmalıdır.': 'The date must be in YYYY-MM-DD form.',
  'Ad giriniz.': 'Enter a name.',
  'En fazla 60 karakter girebilirsiniz.': 'You can enter at most 60 characters.',
  'T.C. Kimlik Numarası giriniz.': 'Enter a Turkish ID number.',
  'Geçerli bir T.C. Kimlik Numarası giriniz.': 'Enter a valid Turkish ID number.',
  'Vergi Kimlik Numarası giriniz.': 'Enter a tax number.',
  'Geçerli bir Vergi Kimlik Numarası giriniz.': 'Enter a valid tax number.',
  'T.C. Kimlik veya Vergi Numarası giriniz.': 'Enter a Turkish ID or tax number.',
  'Geçerli bir T.C. Kimlik veya Vergi Numarası giriniz.': 'Enter a valid Turkish ID or tax number.',
  'Vergi dairesini seçiniz.': 'Choose the tax office.',
  'Doğum tarihinizi giriniz.': 'Enter your date of birth.',
  'Doğum tarihinizi gg.aa.yyyy biçiminde giriniz.': 'Enter your date of birth as dd.mm.yyyy.',
  'Doğum yılını giriniz.': 'Enter the year of birth.',
  'Doğum ayını giriniz.': 'Enter the month of birth.',
  'Doğum gününü giriniz.': 'Enter the day of birth.',
  'Geçerli bir yıl giriniz.': 'Enter a valid year.',
  'Geçerli bir ay giriniz.': 'Enter a valid month.',
  'Geçerli bir gün giriniz.': 'Enter a valid day.',
  'Geçerli bir kod giriniz.': 'Enter a valid code.',
  'Geçerli bir anahtar giriniz.': 'Enter a valid key.',
  'Geçerli bir kayıt numarası giriniz.': 'Enter a valid record number.',
  'Doğrulama bilgisi çok uzun.': 'The verification data is too long.',
  'Cep telefonu numarası giriniz.': 'Enter a mobile phone number.',
  'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).': 'Enter the mobile phone as a 10-digit number starting with 5 (e.g. 0505 111 22 33).',
  'Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.': 'The mobile number you entered does not match the registered one.',
  'E-posta adresinizi giriniz.': 'Enter your e-mail address.',
  'Geçerli bir e-posta adresi giriniz.': 'Enter a valid e-mail address.',
  'E-posta adresi en fazla 254 karakter olabilir.': 'The e-mail address can be at most 254 characters.',
  'Şifrenizi giriniz.': 'Enter your password.',
  'Yeni şifrenizi giriniz.': 'Enter your new password.',
  'Şifre en fazla 128 karakter olabilir.': 'The password can be at most 128 characters.',
  'Şifre 8 ile 64 karakter arasında olmalıdır.': 'The password must be 8 to 64 characters.',
  'Şifre boşluk içeremez.': 'The password cannot contain spaces.',
  'Şifre en az bir büyük harf içermelidir.': 'The password must contain at least one capital letter.',
  'Şifre en az bir küçük harf içermelidir.': 'The password must contain at least one small letter.',
  'Şifre en az bir rakam içermelidir.': 'The password must contain at least one digit.',
  'Bu şifre çok yaygın kullanılıyor; başka bir şifre seçiniz.': 'This password is too common; choose another one.',
  'Şifreler birbiriyle aynı olmalıdır.': 'The passwords must match.',
  'Yeni şifreler birbiriyle aynı olmalıdır.': 'The new passwords must match.',
  'Kişisel verilerin korunması aydınlatma metnini onaylayınız.': 'Confirm that you have read the privacy notice.',
  'Kişisel verilerin işlenmesine onay vermeniz gerekir.': 'You need to consent to the processing of your personal data.',
  'Konum açıklaması en fazla 300 karakter olabilir.': 'The location description can be at most 300 characters.',
  'Adres en az 10 karakter olmalıdır.': 'The address must be at least 10 characters.',
  'Adres en fazla 300 karakter olabilir.': 'The address can be at most 300 characters.',
  'Su kesim tarihini seçiniz.': 'Choose the water cut-off date.',
  'Güvence bedelinin iade şeklini seçiniz.': 'Choose how the deposit is refunded.',
  'Hesap sahibinin adını soyadını giriniz.': 'Enter the account holder’s full name.',
  'Hesap sahibi en fazla 150 karakter olabilir.': 'The account holder can be at most 150 characters.',
  'Geçerli bir TR IBAN numarası giriniz (TR ile başlayan 26 karakter).': 'Enter a valid Turkish IBAN (26 characters starting with TR).',
  'Ödemenin yapılacağı banka şubesini seçiniz.': 'Choose the bank branch to be paid at.',
};

/** Messages with a number in them, written by the form rules. */
const englishPatterns: [RegExp, string][] = [
  [/^En az (.+) olmalıdır\.$/, 'Must be at least $1.'],
  [/^En fazla (.+) olmalıdır\.$/, 'Must be at most $1.'],
  [/^En fazla (\d+) karakter olabilir\.$/, 'At most $1 characters.'],
  [/^En az (\d+) karakter giriniz\.$/, 'Enter at least $1 characters.'],
  [/^En fazla (\d+) karakter girebilirsiniz\.$/, 'You can enter at most $1 characters.'],
  [/^Dosya en fazla (\d+) MB olabilir\.$/, 'The file can be at most $1 MB.'],
  [/^İzin verilen uzantılar: (.+)$/, 'Allowed extensions: $1'],
];

/** A field's message in the visitor's language. */
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message || i18next.language !== 'en') return message;
  const exact = englishValidationMessages[message];
  if (exact) return exact;
  for (const [pattern, english] of englishPatterns) if (pattern.test(message)) return message.replace(pattern, english);
  return message;
}
