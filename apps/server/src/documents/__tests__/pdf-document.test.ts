import { describe, expect, it } from 'vitest';
import { readPdf } from '../../testing/pdf-text';
import type { Letterhead } from '../letterhead';
import { PdfDocumentBuilder } from '../pdf-document';

const letterhead: Letterhead = { municipalityName: 'Antakya Belediyesi', municipalityNameCapital: 'ANTAKYA BELEDİYESİ', cityName: 'HATAY', countyName: 'ANTAKYA', logo: null };
const turkishAlphabet = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ abcçdefgğhıijklmnoöprsştuüvyz 0123456789';

const documentWith = (text: string, bold: boolean) => new PdfDocumentBuilder(letterhead, { title: 'DENEME' }).paragraph(text, { bold }).bytes();

describe('PDF documents', () => {
  // The server builds documents one after another for its whole life: the fonts are parsed once,
  // and a later receipt must read exactly as the first (it lost its G's: "2ecikme Zammı").
  it('reads back every letter of the Turkish alphabet in each of many documents built in a row, in both weights', async () => {
    for (let n = 0; n < 6; n++) {
      for (const bold of [false, true]) {
        const reading = await readPdf(documentWith(`Gelir Türü · Gecikme Zammı · TAHAKKUK EDEN VERGİ · ${turkishAlphabet}`, bold));
        expect(reading.text).toContain('Gelir Türü · Gecikme Zammı · TAHAKKUK EDEN VERGİ');
        expect(reading.text).toContain(turkishAlphabet);
      }
    }
  });
});
