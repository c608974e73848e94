import { useMutation } from '@tanstack/react-query';
import { documentLanguage } from '../../../lib/i18n/format';

/**
 * The receipt PDF of a payment, saved as a file, in the screen's language. Its own file, out of
 * fast payment's first screen, with the file helpers loaded on request.
 */
export const useReceiptDownload = () =>
  useMutation({
    mutationFn: async ({ collectionOid, receiptNo, paymentProof }: { collectionOid: number; receiptNo: string; paymentProof?: string }) => {
      const [{ fetchOperationFile }, { downloadBlob }] = await Promise.all([import('../../../lib/download-file'), import('../../../lib/csv')]);
      const blob = await fetchOperationFile('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', {
        data: { collectionOid, ...(paymentProof ? { paymentProof } : {}) },
        language: documentLanguage(),
      });
      downloadBlob(`makbuz-${receiptNo}.pdf`, blob);
    },
  });
