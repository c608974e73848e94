import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import * as backOffice from './back-office';
import { sendComplaintCode } from './phone-verification';
import { complaintRouting, setComplaintRouting } from './routing';
import * as complaints from './service';

type ComplaintOperation =
  | 'SendComplaintVerificationCode'
  | 'CreateComplaintRequest'
  | 'GetComplaintRequestStatus'
  | 'GetMemberComplaintRequests'
  | 'GetBackOfficeComplaints'
  | 'ExportBackOfficeComplaints'
  | 'GetBackOfficeComplaint'
  | 'ActOnBackOfficeComplaint'
  | 'ActOnBackOfficeComplaintsInBulk'
  | 'GetBackOfficeComplaintAttachment'
  | 'GetBackOfficeComplaintRouting'
  | 'SetBackOfficeComplaintRouting';

const { complaintQueue } = backOffice;

/** Complaints: the citizen's side and the clerks' queue, beside the one state machine they share. */
export const complaintHandlers: ModuleHandlers<ComplaintOperation> = {
  SendComplaintVerificationCode: (body, ctx) => sendComplaintCode(ctx, body),
  CreateComplaintRequest: (body, ctx) => complaints.createComplaint(ctx, body),
  GetComplaintRequestStatus: (body, ctx) => complaints.getStatus(ctx, body.trackingNumber, body.gsmNumber),
  GetMemberComplaintRequests: (body, ctx) => complaints.listMemberComplaints(ctx.db, signedIn(ctx.member), body),
  GetBackOfficeComplaints: (body, ctx) => backOffice.listComplaints(ctx, signedIn(ctx.member), body),
  ExportBackOfficeComplaints: (body, ctx) => backOffice.exportComplaints(ctx, signedIn(ctx.member), body),
  GetBackOfficeComplaint: (body, ctx) => backOffice.complaintDetail(ctx, body.complaintOid),
  ActOnBackOfficeComplaint: async (body, ctx) => {
    await complaintQueue.act(ctx, signedIn(ctx.member), { oid: body.complaintOid, version: body.version, action: body.action });
    return backOffice.complaintDetail(ctx, body.complaintOid);
  },
  // Closing in bulk is the machine's own move to closed, with the one reason as its note.
  ActOnBackOfficeComplaintsInBulk: async (body, ctx) => {
    const action = body.action.kind === 'close' ? { kind: 'move' as const, toStatus: 'closed' as const, note: body.action.reason } : body.action;
    return {
      outcomes: await complaintQueue.actOnEach(
        ctx,
        signedIn(ctx.member),
        body.items.map((item) => ({ oid: item.oid, version: item.version, action })),
      ),
    };
  },
  GetBackOfficeComplaintAttachment: (body, ctx) => complaintQueue.file(ctx, { itemOid: body.complaintOid, fileOid: body.fileOid, disposition: body.disposition }),
  GetBackOfficeComplaintRouting: (_body, ctx) => complaintRouting(ctx.db),
  SetBackOfficeComplaintRouting: (body, ctx) => setComplaintRouting(ctx, signedIn(ctx.member), body),
};

/** The dashboard's count of this queue (modules/handlers.ts passes it to the back office). */
export const complaintsBacklog = complaintQueue.backlog;
export const complaintsHandOver = { held: complaintQueue.held, handOverIn: complaintQueue.handOverIn };
