import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { allowedFileExtensions, extensionOf, fileLimits } from '../file-limits';
import { oid, typeError } from '../schemas';

const tag = 'files';

/** The anonymous upload session: issued with the first upload, it alone can read those files back. */
export const uploadToken = z.string(typeError('Geçerli bir yükleme anahtarı giriniz.')).regex(/^[A-Za-z0-9_-]{32,64}$/, 'Geçerli bir yükleme anahtarı giriniz.');

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
const maxBase64Length = Math.ceil(fileLimits.maxBytes / 3) * 4;
const sizeText = `${fileLimits.maxBytes / 1024 / 1024} MB`;

export const uploadFileRequest = z.object({
  fileName: z
    .string(typeError('Dosya adı giriniz.'))
    .trim()
    .min(1, 'Dosya adı giriniz.')
    .max(fileLimits.fileNameMaxLength, `Dosya adı en fazla ${fileLimits.fileNameMaxLength} karakter olabilir.`)
    .refine((name) => allowedFileExtensions.includes(extensionOf(name)), `Yalnızca ${allowedFileExtensions.join(', ')} uzantılı dosyalar yüklenebilir.`),
  documentName: z
    .string(typeError('Belge adı giriniz.'))
    .trim()
    .min(1, 'Belge adı giriniz.')
    .max(fileLimits.documentNameMaxLength, `Belge adı en fazla ${fileLimits.documentNameMaxLength} karakter olabilir.`)
    .optional(),
  contentBase64: z
    .string(typeError('Dosya içeriği giriniz.'))
    .min(1, 'Dosya boş olamaz.')
    .max(maxBase64Length, `Dosya en fazla ${sizeText} olabilir.`)
    .regex(base64, 'Dosya içeriği okunamadı.'),
  uploadToken: uploadToken.optional(),
});

export const uploadedFileSchema = z.object({
  fileOid: z.number().int(),
  fileName: z.string(),
  documentName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** For an anonymous sender: the key that reads these files and attaches them; null for a member. */
  uploadToken: z.string().nullable(),
});

export const UploadFile = defineOperation({
  name: 'UploadFile',
  access: 'public',
  tag,
  summary: `Stores a document (pdf, png, jpeg, docx; at most ${sizeText}), checked by its content. A member owns it; an anonymous sender gets an upload key.`,
  request: z.object({ request: uploadFileRequest }),
  response: uploadedFileSchema,
  // The file as base64 plus its names and the JSON around them.
  maxBodyBytes: maxBase64Length + 16 * 1024,
});

/**
 * Takes back an upload nothing has attached yet (a document removed from a form), so it no longer
 * counts against the files an upload session may hold. A member names their own file; an
 * anonymous sender brings the upload key. Any other file is the same 404.
 */
export const RemoveUploadedFile = defineOperation({
  name: 'RemoveUploadedFile',
  access: 'public',
  tag,
  summary: 'Deletes one of the caller’s own pending uploads (not yet attached to an application). Others get 404.',
  request: z.object({ request: z.object({ fileOid: oid, uploadToken: uploadToken.optional() }) }),
  response: z.object({ removed: z.literal(true) }),
});

/** GetFile answers with the bytes themselves, with Content-Type and Content-Disposition, not with JSON. */
export interface FileContent {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
  readonly disposition: 'inline' | 'attachment';
}

export const GetFile = defineOperation({
  name: 'GetFile',
  access: 'public',
  tag,
  responseKind: 'file',
  summary: 'The bytes of a file: a published attachment for anyone, otherwise only for its owner (member or upload key). Others get 404.',
  request: z.object({
    request: z.object({
      fileOid: oid,
      uploadToken: uploadToken.optional(),
      disposition: z.enum(['inline', 'attachment']).default('attachment'),
    }),
  }),
  response: z
    .custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value)
    .meta({
      description: 'The file bytes (Content-Type of the file, Content-Disposition with its name).',
    }),
});
