import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { serverRoot } from '../config/server-files';
import type { Letterhead } from './letterhead';

/**
 * The municipality's printed documents (receipts, petitions, summaries, payslips) with pdfkit
 * (ADR 15): DejaVu Sans embedded as a subset, so Turkish letters and ₺ are drawn as such and
 * the text can be copied and searched; a letterhead with the logo, the province and the
 * municipality; tables whose columns share the page width and wrap inside their cells; a QR
 * code; and "Sayfa n / m" on every page.
 */

const fontDir = path.join(serverRoot, 'assets/fonts');

/** pdfkit's embedded-font object: built from a parsed font, it keeps the document's own subset. */
type EmbeddedFontClass = new (doc: PDFKit.PDFDocument, font: unknown, id: string) => object;
interface PdfkitFontInternals {
  _font: { constructor: EmbeddedFontClass; font: { _glyphs?: object } } | null;
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}
interface ParsedFonts {
  files: { Body: Buffer; Bold: Buffer };
  /** Null when pdfkit's internals are not as expected: each document then parses the files itself. */
  shared: { embeddedFont: EmbeddedFontClass; Body: object; Bold: object } | null;
}
let parsedFonts: ParsedFonts | null = null;

/**
 * pdfkit parses a TrueType file afresh for every document (about 50 ms for DejaVu Sans, most
 * of a receipt's time, and minutes for the seed's hundreds of decisions). The fonts are
 * parsed once and each document gets its own embedded font (and so its own subset) over them,
 * and its own glyphs (`fontForOneDocument`).
 */
function fontsOnce(): ParsedFonts {
  if (parsedFonts) return parsedFonts;
  const files = { Body: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')), Bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')) };
  const probe = new PDFDocument({ autoFirstPage: false, font: null } as unknown as PDFKit.PDFDocumentOptions) as unknown as PDFKit.PDFDocument & PdfkitFontInternals;
  // Only a font whose glyph cache a document can have for itself (`fontForOneDocument`) is shared.
  const parsed = (file: Buffer) => {
    probe.font(file);
    const font = probe._font?.font;
    return font && typeof font._glyphs === 'object' && font._glyphs !== null ? font : null;
  };
  const Body = parsed(files.Body);
  const Bold = parsed(files.Bold);
  const embeddedFont = probe._font?.constructor;
  const usable = typeof embeddedFont === 'function' && Body && Bold && typeof probe._fontFamilies === 'object' && typeof probe._fontCount === 'number';
  parsedFonts = { files, shared: usable ? { embeddedFont, Body, Bold } : null };
  return parsedFonts;
}

/**
 * The parsed font with a glyph cache of the document's own. fontkit keeps each glyph object it
 * makes, and a glyph a document's subset has used comes out wrong in the next document: a second
 * receipt's "Gecikme Zammı" read back as "2ecikme Zammı". The tables stay shared through the
 * prototype; only the glyphs start afresh.
 */
const fontForOneDocument = (parsed: object): object => Object.assign(Object.create(parsed) as object, { _glyphs: {} });

function useFonts(doc: PDFKit.PDFDocument) {
  const { files, shared } = fontsOnce();
  for (const name of ['Body', 'Bold'] as const) {
    doc.registerFont(name, files[name]);
    if (shared) {
      const internals = doc as unknown as PdfkitFontInternals;
      internals._fontFamilies[name] = new shared.embeddedFont(doc, fontForOneDocument(shared[name]), `F${++internals._fontCount}`);
    }
  }
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 48, bottom: 56, left: 48, right: 48 };
const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#0b5394';
const RULE = '#9aa7b4';
const SHADE = '#e8eef5';

export interface Column {
  header: string;
  /** A share of the table's width (the shares are scaled to fit the page). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  /** A last row in bold (totals), kept with the table. */
  total?: string[];
  fontSize?: number;
}

export interface DocumentOptions {
  /** The document's name, printed under the letterhead and used as the PDF title. */
  title: string;
  /** A line under the title (a number, a period). */
  subtitle?: string;
  /** Fixes the PDF's creation date (tests, repeatable files); now by default. */
  createdAt?: Date;
  /** The language of the document's own words (its page numbers, the reader's language tag); Turkish by default. */
  language?: 'tr' | 'en';
}

const pageWords = { tr: { locale: 'tr-TR', page: 'Sayfa' }, en: { locale: 'en-GB', page: 'Page' } } as const;

export class PdfDocumentBuilder {
  private readonly doc: PDFKit.PDFDocument;
  private readonly contentWidth = PAGE.width - MARGIN.left - MARGIN.right;
  private readonly words: (typeof pageWords)[keyof typeof pageWords];

  constructor(
    private readonly letterhead: Letterhead,
    options: DocumentOptions,
  ) {
    this.words = pageWords[options.language ?? 'tr'];
    this.doc = new PDFDocument({
      size: 'A4',
      // No standard Helvetica to start with: pdfkit would parse its metrics file for every document.
      font: null as unknown as string,
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: options.title, Author: letterhead.municipalityName, Creator: 'e-Belediye', Producer: 'e-Belediye (pdfkit)', CreationDate: options.createdAt ?? new Date() },
      lang: this.words.locale,
      displayTitle: true,
    });
    useFonts(this.doc);
    this.doc.font('Body').fontSize(10).fillColor(INK);
    this.drawLetterhead(options);
  }

  private drawLetterhead(options: DocumentOptions) {
    const doc = this.doc;
    const top = MARGIN.top;
    const logoSize = 52;
    const textLeft = this.letterhead.logo && this.drawLogo(MARGIN.left, top, logoSize) ? MARGIN.left + logoSize + 12 : MARGIN.left;
    const textWidth = PAGE.width - MARGIN.right - textLeft;
    doc
      .font('Bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`T.C. ${this.letterhead.cityName}`, textLeft, top + 4, { width: textWidth, characterSpacing: 0.5 });
    doc
      .font('Bold')
      .fontSize(15)
      .fillColor(ACCENT)
      .text(this.letterhead.municipalityNameCapital, textLeft, doc.y + 1, { width: textWidth });
    doc
      .font('Body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${this.letterhead.countyName} / ${this.letterhead.cityName} · e-Belediye`, textLeft, doc.y + 1, { width: textWidth });
    const ruleY = Math.max(doc.y, top + logoSize) + 8;
    doc
      .moveTo(MARGIN.left, ruleY)
      .lineTo(PAGE.width - MARGIN.right, ruleY)
      .lineWidth(1.2)
      .strokeColor(ACCENT)
      .stroke();
    doc
      .font('Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(options.title.toLocaleUpperCase(this.words.locale), MARGIN.left, ruleY + 12, { width: this.contentWidth, align: 'center' });
    if (options.subtitle) doc.font('Body').fontSize(9.5).fillColor(MUTED).text(options.subtitle, { width: this.contentWidth, align: 'center' });
    doc.fillColor(INK).font('Body').fontSize(10);
    doc.y += 10;
  }

  /** Draws the configured logo in a size × size box; false when there is nothing to draw. */
  private drawLogo(x: number, y: number, size: number): boolean {
    const logo = this.letterhead.logo;
    if (!logo) return false;
    const doc = this.doc;
    if (logo.kind === 'image') {
      doc.image(logo.bytes, x, y, { fit: [size, size] });
      return true;
    }
    const scale = size / Math.max(logo.width, logo.height);
    doc.save().translate(x, y).scale(scale);
    for (const shape of logo.shapes) {
      doc.path(shape.d);
      if (shape.dash) doc.dash(shape.dash[0]!, { space: shape.dash[1] ?? shape.dash[0]! });
      else doc.undash();
      doc.lineWidth(shape.strokeWidth);
      if (shape.fill && shape.stroke) doc.fillAndStroke(shape.fill, shape.stroke);
      else if (shape.fill) doc.fill(shape.fill);
      else if (shape.stroke) doc.stroke(shape.stroke);
    }
    doc.undash().restore();
    return true;
  }

  /** Starts a new page when fewer than `height` points are left. */
  private ensureRoom(height: number) {
    if (this.doc.y + height > PAGE.height - MARGIN.bottom) this.doc.addPage();
  }

  heading(text: string): this {
    this.ensureRoom(40);
    this.doc.y += 6;
    this.doc.font('Bold').fontSize(10.5).fillColor(ACCENT).text(text.toLocaleUpperCase(this.words.locale), MARGIN.left, this.doc.y, { width: this.contentWidth });
    this.doc.fillColor(INK).font('Body').fontSize(10);
    this.doc.y += 3;
    return this;
  }

  paragraph(text: string, options: { bold?: boolean; size?: number; muted?: boolean; align?: 'left' | 'center' | 'right' | 'justify' } = {}): this {
    const doc = this.doc;
    doc
      .font(options.bold ? 'Bold' : 'Body')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK);
    this.ensureRoom(doc.heightOfString(text, { width: this.contentWidth }) > 60 ? 30 : doc.heightOfString(text, { width: this.contentWidth }));
    doc.text(text, MARGIN.left, doc.y, { width: this.contentWidth, align: options.align ?? 'left' });
    doc.fillColor(INK).font('Body').fontSize(10);
    doc.y += 4;
    return this;
  }

  space(points = 8): this {
    this.doc.y += points;
    return this;
  }

  /** Label and value pairs in one or two columns, the labels in grey. */
  fields(pairs: readonly (readonly [string, string])[], columns: 1 | 2 = 2): this {
    const doc = this.doc;
    const gap = 16;
    const colWidth = (this.contentWidth - gap * (columns - 1)) / columns;
    const labelWidth = columns === 2 ? 104 : 150;
    const valueWidth = colWidth - labelWidth;
    // A code (order number, IBAN) is one word: a reader copies it whole, so it shrinks to fit its line rather than break.
    const valueSize = (value: string) => (/\s/.test(value) ? 9.5 : Math.max(7, Math.min(9.5, (9.5 * valueWidth) / (doc.font('Bold').fontSize(9.5).widthOfString(value) + 1))));
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const height = Math.max(
        ...row.map(([label, value]) =>
          Math.max(
            doc
              .font('Body')
              .fontSize(8.5)
              .heightOfString(label, { width: labelWidth - 4 }),
            doc
              .font('Bold')
              .fontSize(valueSize(value || '-'))
              .heightOfString(value || '-', { width: valueWidth }),
          ),
        ),
      );
      this.ensureRoom(height + 4);
      const y = doc.y;
      row.forEach(([label, value], c) => {
        const x = MARGIN.left + c * (colWidth + gap);
        doc
          .font('Body')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(label, x, y + 1, { width: labelWidth - 4 });
        doc
          .font('Bold')
          .fontSize(valueSize(value || '-'))
          .fillColor(INK)
          .text(value || '-', x + labelWidth, y, { width: valueWidth });
      });
      doc.y = y + height + 4;
    }
    doc.font('Body').fontSize(10).fillColor(INK);
    return this;
  }

  /**
   * A table across the page: each column gets its share of the width, a cell's text wraps
   * inside it (it never runs into the next column), the header row repeats on a new page.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: TableOptions = {}): this {
    const doc = this.doc;
    const size = options.fontSize ?? 8.5;
    const pad = 4;
    const share = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.contentWidth);
    const cellHeight = (cells: readonly string[], font: 'Body' | 'Bold') =>
      Math.max(
        ...cells.map((text, i) =>
          doc
            .font(font)
            .fontSize(size)
            .heightOfString(text || ' ', { width: widths[i]! - 2 * pad }),
        ),
      ) +
      2 * pad;
    const drawRow = (cells: readonly string[], font: 'Body' | 'Bold', fill: string | null) => {
      const height = cellHeight(cells, font);
      const y = doc.y;
      if (fill) doc.rect(MARGIN.left, y, this.contentWidth, height).fill(fill);
      let x = MARGIN.left;
      cells.forEach((text, i) => {
        doc
          .font(font)
          .fontSize(size)
          .fillColor(INK)
          .text(text, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' });
        x += widths[i]!;
      });
      doc
        .moveTo(MARGIN.left, y + height)
        .lineTo(MARGIN.left + this.contentWidth, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + height;
    };
    const header = columns.map((c) => c.header);
    const drawHeader = () => {
      doc
        .moveTo(MARGIN.left, doc.y)
        .lineTo(MARGIN.left + this.contentWidth, doc.y)
        .lineWidth(0.8)
        .strokeColor(ACCENT)
        .stroke();
      drawRow(header, 'Bold', SHADE);
    };
    this.ensureRoom(cellHeight(header, 'Bold') + cellHeight(rows[0] ?? header, 'Body'));
    drawHeader();
    for (const row of rows) {
      const height = cellHeight(row, 'Body');
      if (doc.y + height > PAGE.height - MARGIN.bottom) {
        doc.addPage();
        drawHeader();
      }
      drawRow(row, 'Body', null);
    }
    if (options.total) {
      this.ensureRoom(cellHeight(options.total, 'Bold'));
      drawRow(options.total, 'Bold', SHADE);
    }
    doc.font('Body').fontSize(10).fillColor(INK);
    doc.x = MARGIN.left;
    doc.y += 8;
    return this;
  }

  /** A QR code (drawn as squares, so it prints sharp) with lines of text beside it. */
  qr(content: string, caption: readonly string[]): this {
    const doc = this.doc;
    const size = 84;
    this.ensureRoom(size + 8);
    const code = QRCode.create(content, { errorCorrectionLevel: 'M' });
    const count = code.modules.size;
    const quiet = 2;
    const cell = size / (count + 2 * quiet);
    const x0 = MARGIN.left;
    const y0 = doc.y;
    doc.rect(x0, y0, size, size).fill('#ffffff');
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) {
        if (code.modules.get(r, c)) doc.rect(x0 + (c + quiet) * cell, y0 + (r + quiet) * cell, cell + 0.01, cell + 0.01);
      }
    }
    doc.fill('#000000');
    // Clickable too, for whoever reads the file on a screen.
    if (/^https?:\/\//.test(content)) doc.link(x0, y0, size, size, content);
    doc.font('Body').fontSize(8.5).fillColor(INK);
    doc.text(caption.join('\n'), x0 + size + 12, y0 + 6, { width: this.contentWidth - size - 12 });
    doc.x = MARGIN.left;
    doc.y = Math.max(doc.y, y0 + size) + 6;
    return this;
  }

  /** Ends the document: every page gets its footer and "Sayfa n / m" ("Page n / m" in English); the file's bytes. */
  bytes(): Uint8Array {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = PAGE.height - 38;
      doc
        .moveTo(MARGIN.left, y - 6)
        .lineTo(PAGE.width - MARGIN.right, y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.font('Body').fontSize(7.5).fillColor(MUTED);
      doc.text(`${this.letterhead.municipalityName} · e-Belediye`, MARGIN.left, y, { width: this.contentWidth / 2, lineBreak: false });
      doc.text(`${this.words.page} ${i - range.start + 1} / ${range.count}`, MARGIN.left + this.contentWidth / 2, y, {
        width: this.contentWidth / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    // pdfkit pushes the whole file into its readable buffer during end(), synchronously.
    const chunks: Buffer[] = [];
    for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
    return new Uint8Array(Buffer.concat(chunks));
  }
}

/** A document of titled paragraphs only (a decision's text, an attachment's cover). */
export function textDocument(letterhead: Letterhead, title: string, body: string, options: Omit<DocumentOptions, 'title'> = {}): Uint8Array {
  const builder = new PdfDocumentBuilder(letterhead, { ...options, title });
  for (const paragraph of body.split(/\n{2,}/)) builder.paragraph(paragraph.trim());
  return builder.bytes();
}
