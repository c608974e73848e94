import { describe, expect, it } from 'vitest';
import { operations } from '../registry';

/** The PDF operations a citizen's screen asks for in its own language. */
const pdfOperations = [
  ['GetOnlinePaymentReceipt', { orderNumber: 'EB6KSTC2R7E8EED1VMUK' }],
  ['CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: 12 } }],
  ['GetDeclarationDocument', { declarationOid: 7 }],
  ['GetMyPersonalDataFile', { format: 'pdf' }],
] as const;

describe('the language of a PDF', () => {
  it.each(pdfOperations)('%s is Turkish unless English is asked for', (name, request) => {
    const operation = operations[name];
    expect(operation.request.parse(request)).toMatchObject({ language: 'tr' });
    expect(operation.request.parse({ ...request, language: 'en' })).toMatchObject({ language: 'en' });
  });

  it.each(pdfOperations)('%s refuses another language with the Turkish field message', (name, request) => {
    const operation = operations[name];
    for (const language of ['de', 'EN', '', 1]) {
      const result = operation.request.safeParse({ ...request, language });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['language'], message: 'Geçerli bir belge dili seçiniz (tr veya en).' })]);
    }
  });
});
