import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF read as a PDF reader reads it: the text of every page, its link addresses and whether it embeds its fonts. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; links: string[]; embedsFonts: boolean }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const links: string[] = [];
  let embedsFonts = true;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    for (const annotation of (await page.getAnnotations()) as { url?: string }[]) if (annotation.url) links.push(annotation.url);
    await page.getOperatorList();
    for (const key of Object.keys(content.styles)) {
      const font = page.commonObjs.has(key) ? (page.commonObjs.get(key) as { missingFile?: boolean }) : null;
      if (!font || font.missingFile) embedsFonts = false;
    }
  }
  await doc.destroy();
  return { text: pages.join('\n'), links, embedsFonts };
}
