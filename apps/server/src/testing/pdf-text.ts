import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';

export interface PdfReading {
  /** Each page's text, items joined by spaces, as a PDF reader copies it. */
  pages: string[];
  text: string;
  /** The names of the fonts the file embeds (subset prefixes included). */
  embeddedFonts: string[];
  info: Record<string, unknown>;
  /** The addresses of the link areas (a QR code is also a link to what it encodes). */
  links: string[];
}

/** Reads a PDF back with pdf.js (what a browser's viewer does): its text per page, fonts and metadata. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const fonts = new Set<string>();
  const links: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    for (const annotation of (await page.getAnnotations()) as { url?: string }[]) if (annotation.url) links.push(annotation.url);
    await page.getOperatorList();
    for (const key of page.commonObjs ? Object.keys(content.styles) : []) {
      const font = page.commonObjs.has(key) ? (page.commonObjs.get(key) as { name?: string; missingFile?: boolean }) : null;
      if (font?.name && !font.missingFile) fonts.add(font.name);
    }
  }
  const meta = await doc.getMetadata();
  await doc.destroy();
  return { pages, text: pages.join('\n'), embeddedFonts: [...fonts], info: meta.info as Record<string, unknown>, links };
}

/**
 * What a phone reads from the QR code on a page: the page rendered by pdf.js (through the
 * canvas it ships for Node) and decoded by jsQR, as a camera image would be; null when none.
 */
export async function decodeQrCode(bytes: Uint8Array, pageNumber = 1): Promise<string | null> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 3 });
    type Context = { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number>; width: number; height: number } };
    const canvasFactory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: unknown; context: Context } } }).canvasFactory;
    const { canvas, context } = canvasFactory.create(viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<typeof page.render>[0]).promise;
    const image = context.getImageData(0, 0, viewport.width, viewport.height);
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
  } finally {
    await doc.destroy();
  }
}
