import type { ErrorEntries } from './entry';

/** Identity: sign-in, membership, passwords. Wrong credentials are 422, not 401: a 401 makes the client refresh its tokens. */
export const identityErrors = {
  MEMBER_NOT_FOUND: { status: 404, tr: 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.', en: 'No membership was found. Please register.' },
  INVALID_CREDENTIALS: { status: 422, tr: 'Kullanıcı adı veya şifre hatalı.', en: 'The user name or password is wrong.' },
  CURRENT_PASSWORD_INVALID: { status: 422, tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  HUMAN_VERIFICATION_REQUIRED: { status: 400, tr: 'Lütfen gerçek kişi olduğunuzu doğrulayınız', en: 'Please verify that you are a person.' },
  REGISTRY_NOT_FOUND: { status: 404, tr: 'Sicil bilgisi bulunamadı.', en: 'No registry record was found.' },
  EDEVLET_FAILED: { status: 422, tr: 'E-devlet girişi başarısız', en: 'The e-Devlet sign-in failed.' },
  EDEVLET_INVALID_TOKEN: { status: 422, tr: 'Geçersiz token, E-devlet girişi başarısız', en: 'Invalid token; the e-Devlet sign-in failed.' },
  EDEVLET_DISABLED: { status: 403, tr: 'E-Devlet ile giriş şu anda kullanılamamaktadır.', en: 'Signing in with e-Devlet is turned off.' },
  SMS_CODE_INVALID: { status: 422, tr: 'Doğrulama kodu hatalı.', en: 'The verification code is wrong.' },
  SMS_CODE_EXPIRED: {
    status: 422,
    tr: 'Doğrulama kodunun süresi dolmuş veya deneme hakkınız bitmiştir. Lütfen yeni kod isteyiniz.',
    en: 'The verification code has expired or has no attempts left. Please ask for a new one.',
  },
  VERIFICATION_REQUIRED: {
    status: 422,
    tr: 'Telefon doğrulaması geçersiz veya süresi dolmuş. Lütfen cep telefonunuza gönderilen kodu yeniden doğrulayınız.',
    en: 'The phone verification is missing or has expired.',
  },
  PASSWORD_RESET_CODE_INVALID: {
    status: 422,
    tr: 'Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.',
    en: 'The reset code is wrong, has expired or was already used. Check it or ask for a new one.',
  },
  PHONE_MISMATCH: { status: 422, tr: 'Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.', en: 'The mobile number does not match the one on record.' },
  EMAIL_MISMATCH: { status: 422, tr: 'Girdiğiniz e-posta adresi sicil kaydındaki adres ile eşleşmiyor.', en: 'The e-mail does not match the one on the registry record.' },
  IDENTITY_MISMATCH: { status: 422, tr: 'Girdiğiniz bilgiler sicil kaydı ile eşleşmiyor.', en: 'The details do not match the registry record.' },
  WEAK_PASSWORD: {
    status: 422,
    tr: 'Şifreniz yeterince güçlü değil. Kimlik numaranızı veya doğum tarihinizi içermeyen, tahmini zor bir şifre seçiniz.',
    en: 'The password is too weak.',
  },
  ALREADY_MEMBER: {
    status: 409,
    tr: 'Bu kimlik numarası ile daha önce üyelik alınmış. Giriş yapabilir veya şifrenizi sıfırlayabilirsiniz.',
    en: 'This ID number already has a membership.',
  },
  REGISTRATION_EXPIRED: {
    status: 422,
    tr: 'Üyelik başvurunuzun süresi dolmuş. Lütfen başvuruyu baştan yapınız.',
    en: 'The membership application has expired. Please start again.',
  },
} as const satisfies ErrorEntries;
