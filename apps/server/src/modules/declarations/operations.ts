import type { ModuleHandlers } from '../../platform/operation-context';
import { signedIn } from '../../platform/auth';
import * as backOffice from './back-office';
import * as declarations from './service';

const { declarationQueue } = backOffice;

type DeclarationOperation =
  | 'PreviewEMunicipalityDeclaration'
  | 'RecordEMunicipalityEstateDeclaration'
  | 'RecordEMunicipalityEntertainmentDeclaration'
  | 'RecordEMunicipalityAdDeclaration'
  | 'RecordEMunicipalityECTDeclaration'
  | 'RetrieveDeclarationSummary'
  | 'RetrieveDeclarationTempFiles'
  | 'RemoveDeclarationTempFile'
  | 'GetDeclarationDocument'
  | 'GetBackOfficeDeclarations'
  | 'GetBackOfficeDeclaration'
  | 'ActOnBackOfficeDeclaration'
  | 'GetBackOfficeDeclarationDocument';

/** Declarations: the taxpayer's filings and the revenue clerks' review queue of them. */
export const declarationHandlers: ModuleHandlers<DeclarationOperation> = {
  PreviewEMunicipalityDeclaration: (body, ctx) => declarations.preview(ctx, signedIn(ctx.member), body),
  RecordEMunicipalityEstateDeclaration: (body, ctx) =>
    declarations.record(
      ctx,
      signedIn(ctx.member),
      { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: body.concreteEMunicipalityEstateDeclaration },
      body.registryInfoOid,
      body.fileOids,
    ),
  RecordEMunicipalityEntertainmentDeclaration: (body, ctx) =>
    declarations.record(
      ctx,
      signedIn(ctx.member),
      { declarationKind: 'entertainment', concreteEMunicipalityEntertainmentDeclaration: body.concreteEMunicipalityEntertainmentDeclaration },
      body.registryInfoOid,
      body.fileOids,
    ),
  RecordEMunicipalityAdDeclaration: (body, ctx) =>
    declarations.record(
      ctx,
      signedIn(ctx.member),
      { declarationKind: 'advertising', concreteEMunicipalityAdDeclaration: body.concreteEMunicipalityAdDeclaration },
      body.registryInfoOid,
      body.fileOids,
    ),
  RecordEMunicipalityECTDeclaration: (body, ctx) =>
    declarations.record(
      ctx,
      signedIn(ctx.member),
      { declarationKind: 'ect', concreteEMunicipalityECTDeclaration: body.concreteEMunicipalityECTDeclaration },
      body.registryInfoOid,
      body.fileOids,
    ),
  RetrieveDeclarationSummary: (body, ctx) => declarations.summary(ctx, signedIn(ctx.member), body.concreteRegistry?.Oid),
  RetrieveDeclarationTempFiles: (_body, ctx) => declarations.tempFiles(ctx, signedIn(ctx.member)),
  RemoveDeclarationTempFile: (body, ctx) => declarations.removeTempFile(ctx, signedIn(ctx.member), body.fileOid),
  GetDeclarationDocument: (body, ctx) => declarations.document(ctx, signedIn(ctx.member), body),
  GetBackOfficeDeclarations: (body, ctx) => backOffice.listDeclarations(ctx, signedIn(ctx.member), body),
  GetBackOfficeDeclaration: (body, ctx) => backOffice.declarationDetail(ctx, body.declarationOid),
  ActOnBackOfficeDeclaration: async (body, ctx) => {
    await declarationQueue.act(ctx, signedIn(ctx.member), { oid: body.declarationOid, version: body.version, action: body.action });
    return backOffice.declarationDetail(ctx, body.declarationOid);
  },
  GetBackOfficeDeclarationDocument: (body, ctx) => declarationQueue.file(ctx, { itemOid: body.declarationOid, fileOid: body.fileOid, disposition: body.disposition }),
};

/** The dashboard's count of this queue (modules/handlers.ts passes it to the back office). */
export const declarationsBacklog = declarationQueue.backlog;
export const declarationsHandOver = { held: declarationQueue.held, handOverIn: declarationQueue.handOverIn };
