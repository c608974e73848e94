import { callApi } from '../call-api';

/**
 * Takes back an upload removed from a form, so it stops counting against the files a session
 * may hold. Best effort: if the call fails the file is only left pending, and an upload of an
 * earlier day no longer counts.
 */
export function removeUpload(fileOid: number, uploadToken?: string | null): void {
  void callApi('RemoveUploadedFile', { request: { fileOid, ...(uploadToken ? { uploadToken } : {}) } }).catch(() => undefined);
}
