import type { ModuleHandlers } from '../../platform/operation-context';
import { balances, checkSelection, debtorRegistries, incomeTypes } from './balances-service';
import { accrualsInPeriod, collectionDetail, collections, receiptPdf, verifyReceipt } from './collections-service';
import { validateRegistries } from './fast-payment-service';
import { registryObservation } from './registry-service';

type DebtOperation =
  | 'RetrieveDebtorRegistries'
  | 'RetrieveAccrumentModulTypes'
  | 'GetDeclarationAccrumentBalancesofEMunicipality'
  | 'CheckPayableSelection'
  | 'GetDeclarationAccruments'
  | 'GetDeclarationCollectionsForEMunicipality'
  | 'RetrieveCollectionDetailByCollectionOid'
  | 'CreateCollectionInfoReportForEMunicipalityWithoutAuthorization'
  | 'VerifyCollectionReceiptWithoutAuthorization'
  | 'ValidateRegistries'
  | 'GetRegistryObservation';

export const debtHandlers: ModuleHandlers<DebtOperation> = {
  RetrieveDebtorRegistries: (_body, ctx) => debtorRegistries(ctx),
  RetrieveAccrumentModulTypes: (body, ctx) => incomeTypes(ctx, body),
  GetDeclarationAccrumentBalancesofEMunicipality: (body, ctx) => balances(ctx, body),
  CheckPayableSelection: (body, ctx) => checkSelection(ctx, body),
  GetDeclarationAccruments: (body, ctx) => accrualsInPeriod(ctx, body),
  GetDeclarationCollectionsForEMunicipality: (body, ctx) => collections(ctx, body),
  RetrieveCollectionDetailByCollectionOid: (body, ctx) => collectionDetail(ctx, body),
  CreateCollectionInfoReportForEMunicipalityWithoutAuthorization: (body, ctx) => receiptPdf(ctx, body),
  VerifyCollectionReceiptWithoutAuthorization: (body, ctx) => verifyReceipt(ctx, body),
  ValidateRegistries: (body, ctx) => validateRegistries(ctx, body),
  GetRegistryObservation: (body, ctx) => registryObservation(ctx, body),
};
