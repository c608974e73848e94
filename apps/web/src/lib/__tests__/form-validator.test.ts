import { describe, expect, it } from 'vitest';
import { rules, validate } from '../form-validator';

const pdf = new File(['%PDF-1.4'], 'karar.pdf', { type: 'application/pdf' });
const big = new File([new Uint8Array(3 * 1024 * 1024)], 'foto.JPG', { type: 'image/jpeg' });

describe('generic form validator', () => {
  it.each([
    ['required', rules.required(), '', 'this field is required'],
    ['required array', rules.required(), [], 'this field is required'],
    ['required ok', rules.required(), 'x', null],
    ['notEmpty', rules.notEmpty(), '', 'Bu alan boş bırakılamaz.'],
    ['trimmedNotEmpty', rules.trimmedNotEmpty(), '   ', 'Bu alan yalnızca boşluktan oluşamaz.'],
    ['email bad', rules.email(), 'ali@', 'email is not valid'],
    ['email ok', rules.email(), 'ali@example.com.tr', null],
    ['integer bad', rules.integer(), '12,5', 'Tam sayı giriniz.'],
    ['integer ok', rules.integer(), '-12', null],
    ['decimal comma ok', rules.decimal(), '12,5', null],
    ['decimal bad', rules.decimal(), '12,5,1', 'Sayı giriniz.'],
    ['nonNegative', rules.nonNegative(), '-0,5', 'Negatif olmayan bir sayı giriniz.'],
    ['minInteger', rules.minInteger(3), '2', 'En az 3 olmalıdır.'],
    ['maxInteger', rules.maxInteger(3), 4, 'En fazla 3 olmalıdır.'],
    ['minDecimal', rules.minDecimal(0.5), '0,4', 'En az 0,5 olmalıdır.'],
    ['maxDecimal ok', rules.maxDecimal(0.5), '0,5', null],
    ['minLength', rules.minLength(3), 'ab', 'En az 3 karakter giriniz.'],
    ['maxLength', rules.maxLength(3), 'abcd', 'En fazla 3 karakter girebilirsiniz.'],
    ['pattern', rules.pattern(/^\d+$/, 'Yalnızca rakam.'), '12a', 'Yalnızca rakam.'],
    ['fileType ok', rules.fileType(['application/pdf']), pdf, null],
    ['fileType bad', rules.fileType(['application/pdf']), big, 'Bu dosya türü kabul edilmiyor.'],
    ['maxFileSize', rules.maxFileSize(2 * 1024 * 1024), [pdf, big], 'Dosya en fazla 2 MB olabilir.'],
    ['extensions case-insensitive', rules.allowedExtensions(['jpg', 'pdf']), [pdf, big], null],
    ['extensions bad', rules.allowedExtensions(['pdf']), big, 'İzin verilen uzantılar: pdf'],
  ] as const)('%s', (_name, rule, value, message) => expect(rule(value)).toBe(message));

  it('lets empty values pass every rule except required', () => {
    const all = [
      rules.email(),
      rules.integer(),
      rules.decimal(),
      rules.nonNegative(),
      rules.minInteger(1),
      rules.maxInteger(1),
      rules.minLength(5),
      rules.pattern(/x/),
      rules.fileType(['a']),
      rules.maxFileSize(1),
      rules.allowedExtensions(['x']),
    ];
    for (const empty of ['', null, undefined, []]) expect(validate(empty, all)).toBeNull();
    expect(validate('', [rules.required(), rules.email()])).toBe('this field is required');
  });

  it('gives the first failing message', () => {
    expect(validate('a', [rules.minLength(3), rules.pattern(/^\d+$/)])).toBe('En az 3 karakter giriniz.');
  });
});
