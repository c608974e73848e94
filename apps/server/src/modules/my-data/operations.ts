import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { memberRequests } from './member-requests';
import { accessLog, memberRecord, personalData, personalDataFile } from './service';

export const myDataHandlers: ModuleHandlers<'GetMyPersonalData' | 'GetMyPersonalDataFile' | 'GetMyAccessLog' | 'GetBackOfficeMemberRecord' | 'GetBackOfficeMemberRequests'> = {
  GetMyPersonalData: (_body, ctx) => personalData(ctx, signedIn(ctx.member)),
  GetMyPersonalDataFile: (body, ctx) => personalDataFile(ctx, signedIn(ctx.member), body),
  GetMyAccessLog: (_body, ctx) => accessLog(ctx, signedIn(ctx.member)),
  GetBackOfficeMemberRecord: (body, ctx) => memberRecord(ctx, body),
  GetBackOfficeMemberRequests: (body, ctx) => memberRequests(ctx, body),
};
