import type { ImportKindCode } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { insertAuditEvent } from './audit-repo';

/**
 * The audit trail of sign-ins, resets and profile changes. It records who (the
 * member's row id, when known), what, whether it worked, from where and a reason code —
 * never an ID number, password, phone or token.
 */
export type AuditEventType =
  'SIGN_IN' | 'SIGN_OUT' | 'REFRESH_REUSE' | 'PASSWORD_RESET_CODE' | 'PASSWORD_RESET' | 'PASSWORD_CHANGE' | 'PROFILE_UPDATE' | 'MEMBERSHIP_CREATED' | 'DATA_IMPORT';

export type AuditReason =
  | 'UNKNOWN_MEMBER'
  | 'WRONG_PASSWORD'
  | 'PHONE_MISMATCH'
  | 'CODE_INVALID'
  | 'NO_REGISTRY'
  | 'FAMILY_REVOKED'
  | 'PHONE_CHANGED'
  | 'REGISTRATION'
  | 'SIGNUP'
  | 'EDEVLET'
  /** A data import's load: the kind of file. */
  | `IMPORT_${Uppercase<ImportKindCode>}`;

export interface AuditEvent {
  type: AuditEventType;
  memberOid: number | null;
  success: boolean;
  ip: string;
  method?: 'password' | 'edevlet';
  reason?: AuditReason;
  /** Sign-ins: the device class from the User-Agent (the agent itself is not kept). */
  deviceClass?: 'phone' | 'tablet' | 'computer' | 'unknown';
}

export function recordAudit(db: Db, event: AuditEvent, now: Date): Promise<unknown> {
  return insertAuditEvent(db, {
    occurred_at: now,
    event_type: event.type,
    member_oid: event.memberOid,
    method: event.method ?? null,
    success: event.success,
    ip_address: event.ip,
    reason: event.reason ?? null,
    device_class: event.deviceClass ?? null,
  });
}
