import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { typeError } from '../schemas';
import { backOfficeTag } from './back-office';

/**
 * The administrator's data import (docs/operations.md, "Importing a municipality's data"): one
 * file of one kind, checked and loaded by the same code as the `npm run import` command.
 */

/** The kinds of file, in the order a municipality loads them. */
export const importKindCodes = ['districts', 'streets', 'buildings', 'doors', 'registries', 'estates', 'subscriptions', 'debts', 'collections'] as const;
export const importKind = z.enum(importKindCodes, typeError('Aktarım türünü seçiniz.'));

/** At most 20 MB of file; a larger one is loaded with the command. */
export const importMaxBytes = 20 * 1024 * 1024;
const maxBase64Length = Math.ceil(importMaxBytes / 3) * 4;

export const importRejectionSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  code: z.string(),
  /** The Turkish reason shown to the administrator and written in the report. */
  reason: z.string(),
  value: z.string(),
});

export const importResultSchema = z.object({
  kind: importKind,
  format: z.enum(['csv', 'xlsx']),
  encoding: z.enum(['utf-8', 'windows-1254']).nullable(),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Whether the rows are in the database now (false when refused and on a check only). */
  loaded: z.boolean(),
  dryRun: z.boolean(),
  rejections: z.array(importRejectionSchema),
  /** More refusals than the answer carries: the first 1000 are listed. */
  rejectionCount: z.number().int(),
});

export const RunBackOfficeImport = defineOperation({
  name: 'RunBackOfficeImport',
  access: 'staff',
  role: 'ADMIN',
  tag: backOfficeTag,
  summary:
    'Checks (dryRun) or loads one import file (CSV in UTF-8 or Windows-1254, or .xlsx) of one kind. A file with any refused row loads nothing and answers every refusal with its line, field and Turkish reason; a load is audited.',
  request: z.object({
    kind: importKind,
    fileName: z
      .string(typeError('Dosya adı giriniz.'))
      .trim()
      .min(1, 'Dosya adı giriniz.')
      .max(200, 'Dosya adı en fazla 200 karakter olabilir.')
      .refine((name) => /\.(csv|txt|xlsx)$/i.test(name), 'Yalnızca .csv, .txt ya da .xlsx dosyası yüklenebilir.'),
    contentBase64: z
      .string(typeError('Dosya içeriği giriniz.'))
      .min(1, 'Dosya boş olamaz.')
      .max(maxBase64Length, 'Dosya en fazla 20 MB olabilir; daha büyük dosyaları komut satırından yükleyiniz.')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Dosya içeriği okunamadı.'),
    encoding: z.enum(['utf-8', 'windows-1254'], typeError('Karakter kodlamasını seçiniz.')).optional(),
    dryRun: z.boolean(typeError('Yalnız denetle seçimi geçersiz.')).default(true),
  }),
  response: importResultSchema,
  maxBodyBytes: maxBase64Length + 16 * 1024,
});
export type ImportKindCode = (typeof importKindCodes)[number];
