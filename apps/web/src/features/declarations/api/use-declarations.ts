import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ebelediye/contract';
import { callApi } from '../../../lib/call-api';
import { downloadBlob } from '../../../lib/csv';
import { fetchOperationFile } from '../../../lib/download-file';
import { documentLanguage } from '../../../lib/i18n/format';

export type PreviewRequest = RequestOf<'PreviewEMunicipalityDeclaration'>;

const summaryKey = ['RetrieveDeclarationSummary'] as const;
const tempFilesKey = ['RetrieveDeclarationTempFiles'] as const;

export const useDeclarationSummary = () => useQuery({ queryKey: summaryKey, queryFn: ({ signal }) => callApi('RetrieveDeclarationSummary', {}, { signal }) });
export const useTempFiles = () => useQuery({ queryKey: tempFilesKey, queryFn: ({ signal }) => callApi('RetrieveDeclarationTempFiles', {}, { signal }) });

export const usePreview = () => useMutation({ mutationFn: (body: PreviewRequest) => callApi('PreviewEMunicipalityDeclaration', body) });

/** Files the declaration with the listed documents, through the kind's own operation. */
function record(body: PreviewRequest, fileOids: number[]) {
  switch (body.declarationKind) {
    case 'estate':
      return callApi('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: body.concreteEMunicipalityEstateDeclaration, fileOids });
    case 'ect':
      return callApi('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: body.concreteEMunicipalityECTDeclaration, fileOids });
    case 'advertising':
      return callApi('RecordEMunicipalityAdDeclaration', { concreteEMunicipalityAdDeclaration: body.concreteEMunicipalityAdDeclaration, fileOids });
    case 'entertainment':
      return callApi('RecordEMunicipalityEntertainmentDeclaration', {
        concreteEMunicipalityEntertainmentDeclaration: body.concreteEMunicipalityEntertainmentDeclaration,
        fileOids,
      });
  }
}

export function useRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, fileOids }: { body: PreviewRequest; fileOids: number[] }) => record(body, fileOids),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: summaryKey }), client.invalidateQueries({ queryKey: tempFilesKey })]),
  });
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { fileName: string; documentName: string; contentBase64: string }) => callApi('UploadFile', { request }),
    onSuccess: () => client.invalidateQueries({ queryKey: tempFilesKey }),
  });
}

export function useRemoveDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileOid: number) => callApi('RemoveDeclarationTempFile', { fileOid }),
    onSuccess: () => client.invalidateQueries({ queryKey: tempFilesKey }),
  });
}

export async function downloadDeclarationPdf(declarationOid: number, declarationNo: string) {
  downloadBlob(`${declarationNo}.pdf`, await fetchOperationFile('GetDeclarationDocument', { declarationOid, disposition: 'attachment', language: documentLanguage() }));
}
