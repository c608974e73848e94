import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { applyAsMember } from './apply';
import { applyWithCode, sendApplicationCode } from './apply-with-code';
import { sendDocumentsCode, submitMissingDocumentsWithCode } from './documents-with-code';
import { applicationDetail, listApplications } from './back-office';
import { applicationQueue } from './queue-actions';
import { applicationRules, applicationStatus, myApplication, myApplications, submitMissingDocuments } from './tracking';

type WaterApplicationOperation =
  | 'GetWaterApplicationRules'
  | 'ApplyForWaterService'
  | 'SendWaterApplicationCode'
  | 'ApplyForWaterServiceWithCode'
  | 'GetMyWaterApplications'
  | 'GetMyWaterApplication'
  | 'GetWaterApplicationStatus'
  | 'SubmitMissingWaterDocuments'
  | 'SendWaterDocumentsCode'
  | 'SubmitMissingWaterDocumentsWithCode'
  | 'GetBackOfficeWaterApplications'
  | 'GetBackOfficeWaterApplication'
  | 'ActOnBackOfficeWaterApplication'
  | 'GetBackOfficeWaterApplicationDocument';

/** Water applications: the citizen's side and the water unit's queue, beside the rules they share. */
export const waterApplicationHandlers: ModuleHandlers<WaterApplicationOperation> = {
  GetWaterApplicationRules: (_body, ctx) => applicationRules(ctx),
  ApplyForWaterService: (body, ctx) => applyAsMember(ctx, signedIn(ctx.member), body),
  SendWaterApplicationCode: (body, ctx) => sendApplicationCode(ctx, body),
  ApplyForWaterServiceWithCode: (body, ctx) => applyWithCode(ctx, body),
  GetMyWaterApplications: (_body, ctx) => myApplications(ctx, signedIn(ctx.member)),
  GetMyWaterApplication: (body, ctx) => myApplication(ctx, signedIn(ctx.member), body),
  GetWaterApplicationStatus: (body, ctx) => applicationStatus(ctx, body),
  SubmitMissingWaterDocuments: (body, ctx) => submitMissingDocuments(ctx, signedIn(ctx.member), body),
  SendWaterDocumentsCode: (body, ctx) => sendDocumentsCode(ctx, body),
  SubmitMissingWaterDocumentsWithCode: (body, ctx) => submitMissingDocumentsWithCode(ctx, body),
  GetBackOfficeWaterApplications: (body, ctx) => listApplications(ctx, signedIn(ctx.member), body),
  GetBackOfficeWaterApplication: (body, ctx) => applicationDetail(ctx, body.applicationOid),
  ActOnBackOfficeWaterApplication: async (body, ctx) => {
    await applicationQueue.act(ctx, signedIn(ctx.member), { oid: body.applicationOid, version: body.version, action: body.action });
    return applicationDetail(ctx, body.applicationOid);
  },
  GetBackOfficeWaterApplicationDocument: (body, ctx) => applicationQueue.file(ctx, { itemOid: body.applicationOid, fileOid: body.fileOid, disposition: body.disposition }),
};

/** The dashboard's count of this queue (modules/handlers.ts passes it to the back office). */
export const waterApplicationBacklog = applicationQueue.backlog;
export const waterApplicationHandOver = { held: applicationQueue.held, handOverIn: applicationQueue.handOverIn };
