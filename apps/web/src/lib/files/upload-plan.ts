import { extensionOf, fileLimits } from '@ebelediye/contract';

/**
 * How a chosen file is sent. A phone's camera photo (12 MP, 3–8 MB) is larger than any reader
 * needs and than the upload limit allows, so photos are scaled down in the browser; PDF and DOCX
 * files are sent as they are, since re-encoding a signed or scanned document would change it.
 */
export const photoLimits = {
  /** Long side in pixels: A4 at about 240 dpi, still sharp when a clerk zooms in on a document photo. */
  maxLongSide: 2000,
  jpegQuality: 0.85,
  /** A small enough image is kept byte for byte even if it is a photo. */
  keepBelowBytes: 1024 * 1024,
} as const;

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export type UploadPlan = { kind: 'as-is' } | { kind: 'photo' };

const imageExtensions = ['jpg', 'jpeg', 'png', 'heic', 'heif'];

/** Whether the browser should try to decode and scale the file before sending it. */
export function uploadPlan(file: ChosenFile): UploadPlan {
  const extension = extensionOf(file.name);
  const isImage = file.type.startsWith('image/') || imageExtensions.includes(extension);
  if (!isImage || extension === 'pdf' || extension === 'docx') return { kind: 'as-is' };
  // HEIC is never kept as it is: the server takes JPEG and PNG only.
  const heic = extension === 'heic' || extension === 'heif' || /hei[cf]/.test(file.type);
  if (!heic && file.size < photoLimits.keepBelowBytes) return { kind: 'as-is' };
  return { kind: 'photo' };
}

/** The size a decoded photo is drawn at: its long side at most maxLongSide, proportions kept. */
export function scaledSize(width: number, height: number, maxLongSide = photoLimits.maxLongSide) {
  const long = Math.max(width, height);
  if (long <= maxLongSide) return { width, height };
  const ratio = maxLongSide / long;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** A re-encoded photo is a JPEG: its name says so, or the server refuses the name for its content. */
export const jpegName = (name: string) => `${name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'fotograf'}.jpg`;

/**
 * Whether the re-encoded photo is the one to send: a photo already small and PNG-sharp may come
 * out larger as JPEG; then the original goes, if the server takes it.
 */
export function keepEncoded(original: ChosenFile, encodedBytes: number): boolean {
  const originalAccepted = ['jpg', 'jpeg', 'png'].includes(extensionOf(original.name)) && original.size <= fileLimits.maxBytes;
  return !originalAccepted || encodedBytes < original.size;
}
