/**
 * The generic form validator. Each rule gives a message or null; an empty value
 * passes every rule except `required`. The form shows the first message as the field's
 * helper text. The two English texts are the spec's own.
 */
export type Rule = (value: unknown) => string | null;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const unlessEmpty =
  (check: (value: unknown) => boolean, message: string): Rule =>
  (value) =>
    isEmpty(value) || check(value) ? null : message;

const asText = (value: unknown) => String(value);
/** Turkish users type a decimal comma: "12,5". */
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(asText(value).trim().replace(',', '.')));
const isDecimalText = (value: unknown) => typeof value === 'number' || /^-?\d+([.,]\d+)?$/.test(asText(value).trim());
const isIntegerText = (value: unknown) => (typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(asText(value).trim()));
const files = (value: unknown): File[] => (Array.isArray(value) ? value : [value]).filter((f): f is File => f instanceof File);

export const rules = {
  required:
    (message = 'this field is required'): Rule =>
    (value) =>
      isEmpty(value) ? message : null,
  notEmpty:
    (message = 'Bu alan boş bırakılamaz.'): Rule =>
    (value) =>
      value !== undefined && value !== null && asText(value).length === 0 ? message : null,
  trimmedNotEmpty:
    (message = 'Bu alan yalnızca boşluktan oluşamaz.'): Rule =>
    (value) =>
      typeof value === 'string' && value.length > 0 && value.trim().length === 0 ? message : null,
  email: (message = 'email is not valid'): Rule => unlessEmpty((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(asText(v).trim()), message),
  integer: (message = 'Tam sayı giriniz.'): Rule => unlessEmpty(isIntegerText, message),
  decimal: (message = 'Sayı giriniz.'): Rule => unlessEmpty(isDecimalText, message),
  nonNegative: (message = 'Negatif olmayan bir sayı giriniz.'): Rule => unlessEmpty((v) => isDecimalText(v) && asNumber(v) >= 0, message),
  minInteger: (min: number, message = `En az ${min} olmalıdır.`): Rule => unlessEmpty((v) => isIntegerText(v) && asNumber(v) >= min, message),
  maxInteger: (max: number, message = `En fazla ${max} olmalıdır.`): Rule => unlessEmpty((v) => isIntegerText(v) && asNumber(v) <= max, message),
  minDecimal: (min: number, message = `En az ${String(min).replace('.', ',')} olmalıdır.`): Rule => unlessEmpty((v) => isDecimalText(v) && asNumber(v) >= min, message),
  maxDecimal: (max: number, message = `En fazla ${String(max).replace('.', ',')} olmalıdır.`): Rule => unlessEmpty((v) => isDecimalText(v) && asNumber(v) <= max, message),
  minLength: (min: number, message = `En az ${min} karakter giriniz.`): Rule => unlessEmpty((v) => asText(v).length >= min, message),
  maxLength: (max: number, message = `En fazla ${max} karakter girebilirsiniz.`): Rule => unlessEmpty((v) => asText(v).length <= max, message),
  pattern: (regex: RegExp, message = 'Geçersiz biçim.'): Rule => unlessEmpty((v) => regex.test(asText(v)), message),
  fileType: (mimeTypes: string[], message = 'Bu dosya türü kabul edilmiyor.'): Rule => unlessEmpty((v) => files(v).every((f) => mimeTypes.includes(f.type)), message),
  maxFileSize: (bytes: number, message = `Dosya en fazla ${Math.round(bytes / 1024 / 1024)} MB olabilir.`): Rule =>
    unlessEmpty((v) => files(v).every((f) => f.size <= bytes), message),
  allowedExtensions: (extensions: string[], message = `İzin verilen uzantılar: ${extensions.join(', ')}`): Rule =>
    unlessEmpty((v) => files(v).every((f) => extensions.includes(f.name.split('.').pop()?.toLowerCase() ?? '')), message),
};

/** The first message of the rules that fail, or null. */
export function validate(value: unknown, fieldRules: Rule[]): string | null {
  for (const rule of fieldRules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}
