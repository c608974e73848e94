/**
 * Small, valid PDF 1.4 documents (attachments, receipts, petitions, slips): text on A4 pages,
 * in Helvetica, or in Courier when columns must line up (tables laid out with padded text).
 * Turkish letters are drawn through a WinAnsi encoding whose differences put ğ, ı, ş, Ğ, İ
 * and Ş at their Windows-1254 positions (all six are glyphs of the standard Helvetica).
 */
const cp1254: Record<string, number> = {
  Ç: 0xc7, ç: 0xe7, Ö: 0xd6, ö: 0xf6, Ü: 0xdc, ü: 0xfc, Ğ: 0xd0, ğ: 0xf0, İ: 0xdd, ı: 0xfd, Ş: 0xde, ş: 0xfe,
  â: 0xe2, Â: 0xc2, î: 0xee, û: 0xfb, '³': 0xb3, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '·': 0xb7,
};
const differences = '[208 /Gbreve 221 /Idotaccent /Scedilla 240 /gbreve 253 /dotlessi /scedilla]';

/** A PDF string literal: ASCII as is, the rest as octal escapes, so the file stays 7-bit and offsets are byte counts. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text.replace(/₺/g, 'TL')) {
    const code = ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : (cp1254[ch] ?? 0x3f);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${ch}`;
    else out += code < 0x20 || code >= 0x7f ? `\\${code.toString(8).padStart(3, '0')}` : String.fromCharCode(code);
  }
  return `(${out})`;
}

export function wrapText(text: string, width = 88): string[] {
  if (width <= 0) return text.split('\n');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

const LINES_PER_PAGE = 50;

export interface PdfOptions {
  /** Courier at 9 pt, lines kept as given (up to 100 characters): for column layouts. */
  monospace?: boolean;
}

export function simplePdf(title: string, body: string, options: PdfOptions = {}): Uint8Array {
  const lines = options.monospace ? body.split('\n') : wrapText(body);
  const baseFont = options.monospace ? 'Courier' : 'Helvetica';
  const bodySize = options.monospace ? 9 : 10;
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = [];
  const font = 3;
  const firstPage = 4;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[font] = `<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >> >>`;
  pages.forEach((pageLines, i) => {
    const heading = i === 0 ? `/F1 14 Tf ${pdfString(title)} Tj T* T* /F1 ${bodySize} Tf ` : `/F1 ${bodySize} Tf `;
    const content = `BT 56 790 Td ${bodySize + 4} TL ${heading}${pageLines.map((l) => `${pdfString(l)} Tj T*`).join(' ')} ET`;
    objects[firstPage + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`;
    objects[firstPage + i * 2 + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = pdf.length;
    pdf += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
