import type { OperationName, RequestOf } from '@ebelediye/contract';
import { ApiError, FALLBACK_MESSAGE } from './api-error';
import { downloadBlob } from './csv';
import { session } from './session';

/**
 * Operations with a file answer (GetFile, document PDFs) send bytes rather than JSON, so
 * they are fetched here instead of through callApi; errors still carry the server's Message.
 * The name is the address: importing the operation registry here would put every operation's
 * schema into the first download of each page that can download a file.
 */
export async function fetchOperationFile<N extends OperationName>(name: N, body: RequestOf<N>): Promise<Blob> {
  const token = session.accessToken();
  const response = await fetch(`${session.webConfig()?.Service ?? ''}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new ApiError(FALLBACK_MESSAGE, 'error_server', 0);
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { Message?: string; code?: string } | null;
    throw new ApiError(error?.Message || FALLBACK_MESSAGE, 'error_server', response.status, error?.code);
  }
  return response.blob();
}

export const fetchFile = (fileOid: number, uploadToken?: string): Promise<Blob> =>
  fetchOperationFile('GetFile', { request: { fileOid, disposition: 'attachment', ...(uploadToken ? { uploadToken } : {}) } });

export async function downloadFile(fileOid: number, fileName: string, uploadToken?: string): Promise<void> {
  downloadBlob(fileName, await fetchFile(fileOid, uploadToken));
}
