import { createHash } from 'node:crypto';
import { extensionOf, fileLimits, type FileContent, type FileKind, type ParsedRequestOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import * as repo from './repo';
import { sniffFileKind } from './sniff';
import { hashUploadToken, newUploadToken, type FileOwner } from '../../platform/file-ownership';
import { deleteAbandonedUploads, deletePendingUpload, insertFile } from '../../platform/file-repo';

type UploadRequest = ParsedRequestOf<'UploadFile'>['request'];
type FileRequest = ParsedRequestOf<'GetFile'>['request'];
type RemoveRequest = ParsedRequestOf<'RemoveUploadedFile'>['request'];

const DAY_MS = 24 * 60 * 60 * 1000;
const fieldError = (field: string, message: string) => new DomainError('VALIDATION_FAILED', undefined, { [`request.${field}`]: message });

function decode(contentBase64: string): Buffer {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw fieldError('contentBase64', 'Dosya boş olamaz.');
  if (bytes.length > fileLimits.maxBytes) throw fieldError('contentBase64', `Dosya en fazla ${fileLimits.maxBytes / 1024 / 1024} MB olabilir.`);
  return bytes;
}

/** The name says what the file claims to be; the bytes must agree (a renamed file is refused). */
function kindOf(bytes: Buffer, fileName: string): FileKind {
  const kind = sniffFileKind(bytes);
  const claimed = extensionOf(fileName);
  if (!kind || !(fileLimits.types[kind].extensions as readonly string[]).includes(claimed)) throw new DomainError('FILE_CONTENT_MISMATCH');
  return kind;
}

const defaultDocumentName = (fileName: string) =>
  fileName
    .replace(/\.[^.]*$/, '')
    .slice(0, fileLimits.documentNameMaxLength)
    .trim() || 'Belge';

async function ownerFor(db: Db, member: Member | null, uploadToken: string | undefined): Promise<{ owner: FileOwner; token: string | null }> {
  if (member) return { owner: { memberUserOid: member.userOid }, token: null };
  if (uploadToken) {
    const tokenHash = hashUploadToken(uploadToken);
    if (!(await repo.tokenExists(db, tokenHash))) throw new DomainError('NOT_FOUND', 'Yükleme oturumu bulunamadı. Lütfen dosyalarınızı yeniden ekleyiniz.');
    return { owner: { tokenHash }, token: uploadToken };
  }
  const token = newUploadToken();
  return { owner: { tokenHash: hashUploadToken(token) }, token };
}

/** The caller's transaction when there is one (the demo seed files uploads inside its own), else a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * Anonymous uploads are bounded per client address, in files and in bytes an hour (configured with
 * the other limits, counted in Redis when there is one): an upload key is free to make, so the
 * per-key cap alone would not stop one client filling the database.
 */
async function limitAnonymousUpload(client: Pick<OperationContext, 'ip' | 'services'>, size: number) {
  await client.services.limiter.hit('uploadsPerIp', client.ip);
  await client.services.limiter.hitBy('uploadBytesPerIp', client.ip, size);
}

/**
 * Stores a document for a member, or for an anonymous sender under an upload key issued with the
 * first file. `client` is the request's; the demo seed, which files as members, has none.
 */
export async function uploadFile(db: Db, member: Member | null, request: UploadRequest, now: Date, client?: Pick<OperationContext, 'ip' | 'services'>) {
  const bytes = decode(request.contentBase64);
  const kind = kindOf(bytes, request.fileName);
  if (!member && client) await limitAnonymousUpload(client, bytes.length);
  const { owner, token } = await ownerFor(db, member, request.uploadToken);
  if (!member) await deleteAbandonedUploads(db, new Date(now.getTime() - DAY_MS));
  const documentName = request.documentName ?? defaultDocumentName(request.fileName);
  const contentType = fileLimits.types[kind].contentType;
  const { oid } = await inTransaction(db, async (trx) => {
    await repo.lockOwnerUploads(trx, owner);
    // A session is a day, as for abandoned anonymous uploads: a member's forgotten form of last week does not block today's.
    if ((await repo.countPendingFiles(trx, owner, new Date(now.getTime() - DAY_MS))) >= fileLimits.maxFilesPerUploadSession) throw uploadLimitReached();
    return insertFile(trx, {
      owner_user_oid: 'memberUserOid' in owner ? owner.memberUserOid : null,
      upload_token_hash: 'tokenHash' in owner ? owner.tokenHash : null,
      file_name: request.fileName,
      document_name: documentName,
      content_type: contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      created_at: now,
    });
  });
  return { fileOid: oid, fileName: request.fileName, documentName, contentType, size: bytes.length, uploadToken: token };
}

const uploadLimitReached = () =>
  new DomainError(
    'UPLOAD_LIMIT_REACHED',
    `En fazla ${fileLimits.maxFilesPerUploadSession} dosya ekleyebilirsiniz. Yeni bir dosya eklemek için önce eklediğiniz dosyalardan birini kaldırınız.`,
  );

/** A pending upload taken back by its member or upload key; nothing else is touched (404). */
export async function removeUpload(db: Db, member: Member | null, request: RemoveRequest) {
  const owner: FileOwner | null = member ? { memberUserOid: member.userOid } : request.uploadToken ? { tokenHash: hashUploadToken(request.uploadToken) } : null;
  if (!owner || !(await deletePendingUpload(db, owner, request.fileOid))) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { removed: true as const };
}

/** A published attachment for anyone; any other file only for its owner. Everything else is the same 404. */
export async function getFile(db: Db, member: Member | null, request: FileRequest): Promise<FileContent> {
  const file = await repo.findFile(db, request.fileOid);
  const readable =
    !!file &&
    (file.is_published ||
      (member !== null && file.owner_user_oid === member.userOid) ||
      (request.uploadToken !== undefined && file.upload_token_hash === hashUploadToken(request.uploadToken)));
  if (!readable) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { bytes: file.content, contentType: file.content_type, fileName: file.file_name, disposition: request.disposition };
}
