import { readBase64 } from '../read-file';
import { jpegName, keepEncoded, photoLimits, scaledSize, uploadPlan } from './upload-plan';

export interface PreparedUpload {
  fileName: string;
  contentBase64: string;
  size: number;
}

/** Decodes an image and draws it at the given size as a JPEG; null when the browser cannot decode it. */
export type PhotoEncoder = (file: Blob, fit: (width: number, height: number) => { width: number; height: number }) => Promise<Blob | null>;

/** The browser's own encoder: createImageBitmap (EXIF orientation applied) and a canvas. */
export const canvasEncoder: PhotoEncoder = async (file, fit) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = fit(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG would turn black as JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoLimits.jpegQuality));
  } finally {
    bitmap.close();
  }
};

/**
 * A chosen file as UploadFile takes it: a photo scaled down to a JPEG of at most
 * photoLimits.maxLongSide pixels, anything else (PDF, DOCX, a small image) unchanged. When the
 * browser cannot decode a photo, it goes as it is and the server's answer says what is wrong.
 */
export async function prepareUpload(file: File, encode: PhotoEncoder = canvasEncoder): Promise<PreparedUpload> {
  const asIs = async () => ({ fileName: file.name, contentBase64: await readBase64(file), size: file.size });
  if (uploadPlan(file).kind === 'as-is') return asIs();
  const encoded = await encode(file, scaledSize);
  if (!encoded || !keepEncoded(file, encoded.size)) return asIs();
  const fileName = jpegName(file.name);
  return { fileName, contentBase64: await readBase64(new File([encoded], fileName, { type: 'image/jpeg' })), size: encoded.size };
}
