import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { sendComplaintCode } from './phone-verification';
import * as complaints from './service';

type ComplaintOperation = 'SendComplaintVerificationCode' | 'CreateComplaintRequest' | 'GetComplaintRequestStatus' | 'GetMemberComplaintRequests';

export const complaintHandlers: ModuleHandlers<ComplaintOperation> = {
  SendComplaintVerificationCode: (body, ctx) => sendComplaintCode(ctx, body),
  CreateComplaintRequest: (body, ctx) => complaints.createComplaint(ctx, body),
  GetComplaintRequestStatus: (body, ctx) => complaints.getStatus(ctx, body.trackingNumber, body.gsmNumber),
  GetMemberComplaintRequests: (body, ctx) => complaints.listMemberComplaints(ctx.db, signedIn(ctx.member), body),
};
