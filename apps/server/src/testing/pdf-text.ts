import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
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
