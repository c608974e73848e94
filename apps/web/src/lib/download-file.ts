import { operations } from '@ebelediye/contract';
import { ApiError, FALLBACK_MESSAGE } from './api-error';
import { downloadBlob } from './csv';
import { session } from './session';

/**
 * GetFile answers with the file's bytes rather than JSON (the one such operation), so it is
 * fetched here instead of through callApi; errors still carry the server's Message.
 */
export async function fetchFile(fileOid: number, uploadToken?: string): Promise<Blob> {
  return fetchOperationFile(operations.GetFile.name, { request: { fileOid, disposition: 'attachment', ...(uploadToken ? { uploadToken } : {}) } });
}

/** Any operation that answers with a file (GetFile, a receipt PDF): the bytes, or an ApiError with the server's Message. */
export async function fetchOperationFile(name: string, body: unknown): Promise<Blob> {
  const token = session.accessToken();
  const response = await fetch(`${session.webConfig()?.Service ?? ''}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new ApiError(FALLBACK_MESSAGE, 'error_server', 0);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { Message?: string; code?: string } | null;
    throw new ApiError(body?.Message || FALLBACK_MESSAGE, 'error_server', response.status, body?.code);
  }
  return response.blob();
}

export async function downloadFile(fileOid: number, fileName: string, uploadToken?: string): Promise<void> {
  downloadBlob(fileName, await fetchFile(fileOid, uploadToken));
}
