import { describe, expect, it, vi } from 'vitest';
import { prepareUpload, type PhotoEncoder } from '../prepare-upload';
import { jpegName, keepEncoded, scaledSize, uploadPlan } from '../upload-plan';

const MB = 1024 * 1024;

describe('uploadPlan', () => {
  it.each([
    ['a 12 MP camera JPEG', { name: 'IMG_0001.JPG', type: 'image/jpeg', size: 6 * MB }, 'photo'],
    ['a large PNG screenshot', { name: 'ekran.png', type: 'image/png', size: 3 * MB }, 'photo'],
    ['a HEIC photo, even a small one', { name: 'IMG_0002.HEIC', type: 'image/heic', size: 800 * 1024 }, 'photo'],
    ['a HEIC photo the browser gave no type', { name: 'IMG_0003.heic', type: '', size: 2 * MB }, 'photo'],
    ['a small JPEG', { name: 'kimlik.jpg', type: 'image/jpeg', size: 400 * 1024 }, 'as-is'],
    ['a PDF of 4 MB', { name: 'tapu.pdf', type: 'application/pdf', size: 4 * MB }, 'as-is'],
    ['a PDF a phone labelled as an image', { name: 'tapu.pdf', type: 'image/jpeg', size: 4 * MB }, 'as-is'],
    ['a DOCX', { name: 'dilekce.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 2 * MB }, 'as-is'],
  ])('%s: %s', (_label, file, kind) => expect(uploadPlan(file).kind).toBe(kind));
});

describe('scaledSize', () => {
  it('brings a 12 MP photo to 2000 px on its long side, either way round', () => {
    // 4032 × 3024: 2000 / 4032 × 3024 = 1500.
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    // 4000 × 3000 → 2000 × 1500; 3000 × 2001 → 2000 × 1334 (1333,998 rounded).
    expect(scaledSize(3000, 2001)).toEqual({ width: 2000, height: 1334 });
  });

  it('leaves a picture already small enough at its size', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(2000, 10)).toEqual({ width: 2000, height: 10 });
  });
});

describe('jpegName and keepEncoded', () => {
  it('names a re-encoded photo .jpg', () => {
    expect(jpegName('IMG_0002.HEIC')).toBe('IMG_0002.jpg');
    expect(jpegName('ekran.png')).toBe('ekran.jpg');
    expect(jpegName('foto.jpeg')).toBe('foto.jpg');
  });

  it('keeps the original when the JPEG is not smaller and the server takes the original', () => {
    expect(keepEncoded({ name: 'plan.png', type: 'image/png', size: 2 * MB }, 3 * MB)).toBe(false);
    expect(keepEncoded({ name: 'plan.png', type: 'image/png', size: 2 * MB }, 1 * MB)).toBe(true);
    // Too big for the server or not a type it takes: the JPEG goes whatever its size.
    expect(keepEncoded({ name: 'foto.jpg', type: 'image/jpeg', size: 6 * MB }, 7 * MB)).toBe(true);
    expect(keepEncoded({ name: 'foto.heic', type: 'image/heic', size: 1 * MB }, 2 * MB)).toBe(true);
  });
});

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

describe('prepareUpload', () => {
  it('sends a 12 MP photo as the encoder’s JPEG at 2000 × 1500', async () => {
    const photo = new File([new Uint8Array(6 * MB)], 'IMG_0001.JPG', { type: 'image/jpeg' });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const encode = vi.fn<PhotoEncoder>(async (_file, fit) => {
      expect(fit(4032, 3024)).toEqual({ width: 2000, height: 1500 });
      return new Blob([jpeg], { type: 'image/jpeg' });
    });
    const prepared = await prepareUpload(photo, encode);
    expect(encode).toHaveBeenCalledOnce();
    expect(prepared.fileName).toBe('IMG_0001.jpg');
    expect(prepared.size).toBe(7);
    expect([...bytesOf(prepared.contentBase64)]).toEqual([...jpeg]);
  });

  it('sends a PDF byte for byte without decoding it', async () => {
    const content = new TextEncoder().encode('%PDF-1.7 tapu');
    const encode = vi.fn<PhotoEncoder>();
    const prepared = await prepareUpload(new File([content], 'tapu.pdf', { type: 'application/pdf' }), encode);
    expect(encode).not.toHaveBeenCalled();
    expect(prepared).toMatchObject({ fileName: 'tapu.pdf', size: content.length });
    expect([...bytesOf(prepared.contentBase64)]).toEqual([...content]);
  });

  it('sends the original when the browser cannot decode the photo', async () => {
    const photo = new File([new Uint8Array(2 * MB)], 'foto.jpg', { type: 'image/jpeg' });
    const prepared = await prepareUpload(photo, async () => null);
    expect(prepared).toMatchObject({ fileName: 'foto.jpg', size: 2 * MB });
  });
});
